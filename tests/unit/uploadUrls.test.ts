import { describe, expect, it } from "vitest";
import { UPLOAD_URL_PATTERN } from "@/lib/sellRequests/schemas";
import { bucketUploadsBase } from "@/lib/uploads";

const NAME = "0f8fad5b-d9cb-469f-a165-70867728950e.webp";

describe("photo URLs of our storage", () => {
  it.each([
    [`/api/uploads/${NAME}`, true],
    [`${bucketUploadsBase()}/${NAME}`, true],
    [`https://storage.googleapis.com/someone-elses-bucket/uploads/${NAME}`, false],
    [`${bucketUploadsBase()}/../${NAME}`, false],
    [`${bucketUploadsBase()}/${NAME}?x=1`, false],
    [`http://storage.googleapis.com/${bucketUploadsBase().split("/")[3]}/uploads/${NAME}`, false],
  ])("%s → %s", (url, ok) => {
    expect(UPLOAD_URL_PATTERN.test(url)).toBe(ok);
  });
});

import { describe } from "vitest";
import { UPLOAD_URL_PATTERN } from "@/lib/sellRequests/schemas";
import { bucketUploadsBase } from "@/lib/uploads";
import { itMaps } from "@/tests/unit/helpers/cases";

const NAME = "0f8fad5b-d9cb-469f-a165-70867728950e.webp";

describe("photo URLs of our storage", () => {
  itMaps("%s → %s", (url) => UPLOAD_URL_PATTERN.test(url), [
    [`/api/uploads/${NAME}`, true],
    [`${bucketUploadsBase()}/${NAME}`, true],
    [`https://storage.googleapis.com/someone-elses-bucket/uploads/${NAME}`, false],
    [`${bucketUploadsBase()}/../${NAME}`, false],
    [`${bucketUploadsBase()}/${NAME}?x=1`, false],
    [`http://storage.googleapis.com/${bucketUploadsBase().split("/")[3]}/uploads/${NAME}`, false],
  ]);
});

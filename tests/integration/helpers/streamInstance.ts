/**
 * A second "app instance" for tests: its own process, pool and LISTEN connection, serving the unread
 * count stream on a free port it prints as `URL <address>`.
 */
import { listenStream } from "@/tests/integration/helpers/streamServer";

void listenStream().then(({ url }) => process.stdout.write(`URL ${url}\n`));

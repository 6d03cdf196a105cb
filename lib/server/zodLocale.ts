import { z } from "zod";

// Turkish default messages for every schema; fields still give their own, more specific ones.
z.config(z.locales.tr());

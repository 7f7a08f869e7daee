/** The most pages one batch makes (docs/api.md, "Books"): a number the web shows without loading a schema. */
export const MAX_BATCH = 50;

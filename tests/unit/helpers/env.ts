/**
 * Remembers the named environment variables now; the function it returns puts them back as they were
 * (one that was unset is deleted, not set to "undefined"), so a test that changes them leaves none behind.
 */
export function saveEnv(...names: string[]): () => void {
  const saved = names.map((name) => [name, process.env[name]] as const);
  return () => {
    for (const [name, value] of saved)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
}

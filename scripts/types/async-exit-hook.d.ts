declare module "async-exit-hook" {
  type Hook = ((done: () => void) => void) | (() => void);
  interface ExitHook {
    (hook: Hook): void;
    forceExitTimeout(ms: number): void;
  }
  const exitHook: ExitHook;
  export default exitHook;
}

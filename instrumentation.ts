export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { environmentProblem } = await import("./lib/server/environment");
  const problem = environmentProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

// Nothing to run: a step that only brings the shell's own file (the "bootstrap" chunk) into the page. The browser
// compiles and runs the file in one task; the next step evaluates the first of its modules in a task of its own.
export const bootstrapFileLoaded = true;

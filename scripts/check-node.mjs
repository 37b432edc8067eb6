// Runs before every npm script: the project needs Node 24 (pinned by the `node@24` devDependency).
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Node 24 expected from node_modules/.bin (got ${process.version}): run \`npm rebuild node\` or \`npm ci\`.`,
  );
  process.exit(1);
}

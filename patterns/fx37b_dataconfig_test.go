package patterns

import "testing"

// dataConfigCases (fx37b): a data-only configuration written as literal
// text naming no code, then the tool run, is settings; one that is code,
// names a module or path, or is written beside code the line made, still
// makes the run unreadable.
var dataConfigCases = []evalCase{
	allow(`echo '{"semi":false}' > .prettierrc && npx prettier --write .`),
	allow(`echo '{"singleQuote":true}' > .prettierrc.json && npx prettier --check .`),
	allow(`printf 'root = true\n' > .editorconfig && npx eslint .`),
	allow(`echo '{"compilerOptions":{"strict":true}}' > tsconfig.json && npx tsc --noEmit`),
	allow(`echo 'semi: false' > .prettierrc.yaml && npm run format`),
	ask(`echo 'module.exports={}' > .prettierrc.js && npx prettier --write .`, "cmd.unreadable"),
	ask(`echo 'export default {}' > prettier.config.js && npx prettier --write .`, "cmd.unreadable"),
	ask(`echo '{}' > eslint.config.js && npx eslint .`, "cmd.unreadable"),
	ask(`echo '{}' > .eslintrc.js && npx eslint .`, "cmd.unreadable"),
	ask(`echo '{"plugins":["rimraf/bin.js"]}' > .prettierrc && npx prettier --write .`, "cmd.unreadable"),
	ask(`echo '{"extends":"./x"}' > .eslintrc.json && npx eslint .`, "cmd.unreadable"),
	ask(`echo x > p.js && echo '{"semi":false}' > .prettierrc && npx prettier --write .`, "cmd.unreadable"),
	ask(`cp /tmp/x .prettierrc && npx prettier --write .`, "cmd.unreadable"),
	ask(`echo "$CFG" > .prettierrc && npx prettier --write .`, "cmd.unreadable"),
}

func TestDataConfigCases(t *testing.T) { runCases(t, dataConfigCases) }

package patterns

import "testing"

// runnerDeleteCases: npm's delete tools reached through a runner delete
// their operands; bun's, deno's and emacs's inline code is foreign; a dry
// run cancelled later on the line is no dry run.
var runnerDeleteCases = []runnerCase{
	asks("npx rimraf ~", "cmd.delete-home"),
	asks("npx -y rimraf \"$HOME\"", "cmd.delete-home"),
	asks("npx rimraf@5 \"$HOME\"", "cmd.delete-home"),
	asks("pnpm dlx rimraf ~", "cmd.delete-home"),
	asks("npx del-cli ~ --force", "cmd.delete-home"),
	asks("npx shx rm -rf ~", "cmd.delete-home"),
	asks("npx trash-cli ~", "cmd.delete-home"),
	allows("npx rimraf dist"),
	allows("pnpm dlx rimraf node_modules"),
	allows("npx shx rm -rf build"),
	allows("npx shx ls ~"),
	allows("npx del-cli dist"),
	unread("bun -e 'require(\"fs\").rmSync(process.env.HOME,{recursive:true})'", UnreadableForeignCode),
	unread("deno eval 'Deno.removeSync(Deno.env.get(\"HOME\"),{recursive:true})'", UnreadableForeignCode),
	unread("emacs --batch --eval '(delete-directory \"~\" t)'", UnreadableForeignCode),
	unread("emacs -batch -eval='(shell-command \"id\")'", UnreadableForeignCode),
	unread("emacsclient -e '(delete-directory \"~\" t)'", UnreadableForeignCode),
	unread("bun -e \"$CODE\"", UnreadableNestedDynamic),
	allows("bun -e 'console.log(1)'"),
	allows("deno eval 'console.log(JSON.stringify(1))'"),
	allows("emacs --batch -l ert -l tests.el -f ert-run-tests-batch-and-exit"),
	asks("git push -n --no-dry-run -f origin main", "cmd.force-push"),
	asks("git push --dry-run --no-dry-run --force origin main", "cmd.force-push"),
	asks("kubectl delete ns prod --dry-run=client --dry-run=none", "cmd.cloud-delete"),
	asks("npm publish --dry-run --no-dry-run", "cmd.publish"),
	allows("npm publish --no-dry-run --dry-run"),
	allows("git push --no-dry-run -n -f origin main"),
	// kubectl uses the last --dry-run, but an allow (here the default's
	// carve-out `kubectl --dry-run=client **`) holds every occurrence of a
	// flag it names with a value to it (fx35k1): a second value asks.
	asks("kubectl delete ns prod --dry-run=none --dry-run=client", "cmd.cloud-delete"),
	allows("kubectl delete ns prod --dry-run=client"),
	allows("kubectl delete ns prod --dry-run=client --dry-run=client"),
	allows("git push --no-dry-run origin feature/x"),
}

func TestRunnerDeleteCases(t *testing.T) {
	testRunnerTable(t, runnerDeleteCases)
}

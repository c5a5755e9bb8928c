package patterns

import "testing"

// fx19aRunnerCases are rt19d finding 15: runners and wrappers that run
// their operands as a command, or each operand as a command string, are
// read through; "" is everyday work beside them.
var fx19aRunnerCases = []doesCase{
	{`hyperfine 'rm -rf ~'`, "cmd.delete-home"},
	{`hyperfine --prepare 'git push -f origin main' true`, "cmd.force-push"},
	{`hyperfine -w 3 -L n 1,2 'make -j{n}' 'rm -rf ~'`, "cmd.delete-home"},
	{`hyperfine --setup='rm -rf ~' 'make'`, "cmd.delete-home"},
	{`npx concurrently 'rm -rf ~'`, "cmd.delete-home"},
	{`npx concurrently -n api,web 'npm:dev' 'git push --force origin main'`, "cmd.force-push"},
	{`npx cross-env A=1 rm -rf ~`, "cmd.delete-home"},
	{`npx cross-env X=1 git push --force origin main`, "cmd.force-push"},
	{`npx cross-env-shell NODE_ENV=prod "rm -rf ~"`, "cmd.delete-home"},
	{`npx env-cmd -f .env rm -rf ~`, "cmd.delete-home"},
	// The joined words are read as a string: ~ is expanded before pueue
	// joins them, and stands for the same home in the string (rt23d #3).
	{`pueue add -- rm -rf ~`, "cmd.delete-home"},
	{`pueue add -- rm -rf /home/op`, "cmd.delete-home"},
	{`pueue add -g slow -- git push --force origin main`, "cmd.force-push"},
	{`tsp rm -rf ~`, "cmd.delete-home"},
	{`ts -n rm -rf ~`, "cmd.delete-home"},
	{`nq rm -rf ~`, "cmd.delete-home"},
	{`proot rm -rf ~`, "cmd.delete-home"},
	{`proot -0 -b /dev rm -rf ~`, "cmd.delete-home"},
	{`capsh -- -c 'rm -rf ~'`, "cmd.delete-home"},
	{`capsh --user=op -- -c 'git push -f origin main'`, "cmd.force-push"},
	{`s6-setuidgid root rm -rf ~`, "cmd.delete-home"},
	{`distrobox-host-exec rm -rf ~`, "cmd.delete-home"},
	{`machinectl shell op@ /bin/rm -rf /home/op`, "cmd.delete-home"},
	{`scl enable devtoolset-9 -- rm -rf ~`, "cmd.delete-home"},
	{`pixi run git push --force origin main`, "cmd.force-push"},
	{`nx exec -- git push -f origin main`, "cmd.force-push"},
	{`run-one rm -rf ~`, "cmd.delete-home"},
	{`rbenv exec rm -rf ~`, "cmd.delete-home"},
	{`rustup run stable rm -rf ~`, "cmd.delete-home"},
	{`fakechroot rm -rf ~`, "cmd.delete-home"},
	// Everyday neighbours.
	{`hyperfine 'make build' 'go build ./...'`, ""},
	{`hyperfine --warmup 3 --export-json bench.json 'sleep 0.1'`, ""},
	{`npx concurrently "npm:watch-*" "npm run serve"`, ""},
	{`npx cross-env NODE_ENV=production webpack`, ""},
	{`pueue add -- make test`, ""},
	{`pueue status`, ""},
	{`tsp -l`, ""},
	{`make 2>&1 | ts '%H:%M:%S'`, ""},
	{`tail -f app.log | ts -s`, ""},
	{`proot -r ./rootfs ls /`, ""},
	{`pixi run test`, ""},
	{`nx exec -- npm test`, ""},
	{`capsh --print`, ""},
}

// TestFx19aRunners checks fx19aRunnerCases against the defaults.
func TestFx19aRunners(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "runner ", fx19aRunnerCases)
}

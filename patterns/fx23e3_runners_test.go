package patterns

import "testing"

// fx23e3RunnerCases are exec wrappers and runners that were missing from
// the tables (rt23d #11, #23; rt23i #2): the command each runs is judged,
// and the everyday use next to it stays allowed.
var fx23e3RunnerCases = []doesCase{
	{`saml2aws exec -- aws s3 rm s3://b --recursive`, "cmd.cloud-delete"},
	{`saml2aws exec --exec-profile prod aws s3 rb s3://b --force`, "cmd.cloud-delete"},
	{`saml2aws exec -- aws s3 ls`, ""},
	{`granted exec prod -- aws s3 rb s3://b --force`, "cmd.cloud-delete"},
	{`assume prod --exec 'aws s3 rb s3://b --force'`, "cmd.cloud-delete"},
	{`nvm exec 20 npm publish`, "cmd.publish"},
	{`nvm exec 20 npm test`, ""},
	{`tsocks rm -rf ~`, "cmd.delete-home"},
	{`host-spawn rm -rf ~`, "cmd.delete-home"},
	{`host-spawn -cwd /tmp rm -rf ~`, "cmd.delete-home"},
	{`host-spawn podman ps`, ""},
	{`tsocks curl -s https://example.com`, ""},
	{`schroot -- rm -rf ~`, "cmd.delete-home"},
	{`schroot -c bookworm -u root -- rm -rf ~`, "cmd.delete-home"},
	{`schroot -c bookworm -- make test`, ""},
	{`schroot -l`, ""},
	{`chokidar '**/*.js' -c 'rm -rf ~'`, "cmd.delete-home"},
	{`chokidar '**/*.js' -c 'npm test'`, ""},
	{`onchange '**/*' -- rm -rf ~`, "cmd.delete-home"},
	{`onchange 'src/**/*.ts' -- npm run build`, ""},
	{`mpirun -np 1 rm -rf ~`, "cmd.delete-home"},
	{`mpirun -np 4 ./build/solver --steps 10`, ""},
	{`mpiexec -n 2 rm -rf ~`, "cmd.delete-home"},
	{`srun rm -rf ~`, "cmd.delete-home"},
	{`srun -n 2 --time=5 rm -rf ~`, "cmd.delete-home"},
	{`srun -n 4 ./build/solver`, ""},
	{`xe rm -rf -- ~`, "cmd.delete-home"},
	{`xe -N 1 gofmt -l`, ""},
	{`npm explore lodash -- rm -rf ~`, "cmd.delete-home"},
	{`npm explore lodash -- npm publish`, "cmd.publish"},
	{`npm explore lodash rm -rf ~`, "cmd.delete-home"},
	{`npm explore lodash -- ls`, ""},
	{`codex sandbox rm -rf ~`, "cmd.delete-home"},
	{`codex sandbox linux --full-auto -- rm -rf ~`, "cmd.delete-home"},
	{`codex debug landlock rm -rf ~`, "cmd.delete-home"},
	{`codex sandbox linux sh -c 'rm -rf ~'`, "cmd.delete-home"},
	{`codex sandbox linux -- go test ./...`, ""},
}

// TestFx23e3Runners checks fx23e3RunnerCases against the defaults.
func TestFx23e3Runners(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "runners ", fx23e3RunnerCases)
}

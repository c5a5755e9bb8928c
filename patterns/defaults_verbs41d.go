package patterns

// verbs41d are, per default, the spellings the rt41 red team found
// missing from the defaults' tables (rt41 §5, §7), each named by the
// effect a default already names by other spellings:
//
//   - cmd.publish: the Python publishers run as modules (`python3 -m
//     poetry publish`, `-m hatch`, `-m flit`, `-m pdm`, `-m maturin`, as
//     `python3 -m twine upload` already was), the JavaScript releasers run
//     by node from their bin or through `yarn run`/`pnpm run` (`node
//     node_modules/.bin/semantic-release`, `yarn run semantic-release`, as
//     `npx semantic-release` already was), and chart-releaser's upload
//     (`cr upload`: packaged Helm charts made GitHub releases);
//   - cmd.system: the machine powered off, hibernated or suspended by
//     rtcwake (`rtcwake -m off -s 60`, `-m disk`, `-m mem`, `-m standby`,
//     `-m freeze`, as `poweroff` and `systemctl suspend`; `-m no`, `show`
//     and `disable` only set or read the alarm), the hostname set by
//     `hostname NAME` (as `hostnamectl set-hostname`; `hostname`, `-f`,
//     `-I` … read it), and the clock's network sync turned on or off
//     (`timedatectl set-ntp false`, beside `set-time`);
//   - cmd.credentials: the machine's own traffic redirected to another
//     host by the nat table (`iptables -t nat -A OUTPUT … -j DNAT`,
//     `-j REDIRECT`): what the machine sends, its logins and tokens among
//     them, goes where the rule says, as `iptables -F` (a guard turned
//     off) is this rule's.
//
// Built on first use, as every table is (lazy.go).
var verbs41d = lazy[map[string][]string]{build: func() map[string][]string {
	publish := []string{"cr upload **", "cr ** upload **"}
	for _, tool := range []string{"poetry publish", "hatch publish", "flit publish", "pdm publish", "maturin publish", "maturin upload"} {
		publish = append(publish, "python* -m="+tool+" **")
	}
	for _, rel := range []string{"semantic-release", "release-it"} {
		publish = append(publish, "node* */"+rel+" **", "yarn run "+rel+" **", "pnpm run "+rel+" **")
	}
	system := []string{"timedatectl ** set-ntp **", "hostname *"}
	for _, mode := range []string{"off", "disk", "mem", "standby", "freeze"} {
		system = append(system, "rtcwake -m="+mode+" **", "rtcwake --mode="+mode+" **")
	}
	var creds []string
	for _, ipt := range iptablesNames {
		for _, target := range []string{"DNAT", "REDIRECT"} {
			creds = append(creds, ipt+" -j="+target+" **", ipt+" --jump="+target+" **")
		}
	}
	return map[string][]string{
		"cmd.publish":     publish,
		"cmd.system":      system,
		"cmd.credentials": creds,
	}
}}

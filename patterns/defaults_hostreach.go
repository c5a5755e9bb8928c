package patterns

// hostGuardUnits are the services that guard the host (a firewall, a
// mandatory access control, the audit daemon, an intrusion detector), as
// globs of their unit names.
var hostGuardUnits = []string{"*ufw*", "*firewalld*", "*apparmor*", "*auditd*", "*nftables*", "*iptables*",
	"*netfilter-persistent*", "*fail2ban*", "*selinux*", "*crowdsec*", "*falco*", "*osqueryd*", "*wazuh*"}

// hostReachPatterns are cmd.credentials' patterns for what reaches past
// the guards the host keeps: a guard turned off (a firewall, a mandatory
// access control, the audit daemon, the kernel's limits on tracing), a
// container given the host (its root, the home, credentials, the
// engine's socket, the host's process or network namespace, every
// capability), and another process's memory read or written (a tracer
// or debugger attached to a pid).
func hostReachPatterns() []string {
	var out []string
	// Guards turned off, by their service manager or their own tools.
	for _, g := range hostGuardUnits {
		for _, verb := range []string{"disable", "stop", "mask", "kill"} {
			out = append(out, "systemctl ** "+verb+" ** "+g+" **")
		}
		out = append(out, "service "+g+" stop **", "rc-service "+g+" stop **", "update-rc.d "+g+" disable **",
			"update-rc.d "+g+" remove **", "chkconfig "+g+" off **", "rc-update del "+g+" **")
	}
	out = append(out,
		"ufw ** disable **", "ufw ** default allow **", "ufw --force reset **",
		"iptables -P=* ACCEPT **", "ip6tables -P=* ACCEPT **", "iptables --policy=* ACCEPT **",
		"ip6tables --policy=* ACCEPT **", "iptables-legacy -F **", "iptables-nft -F **",
		"ip6tables --flush **", "iptables -X **",
		"nft flush **", "nft delete table **", "firewall-cmd --set-default-zone=trusted **",
		"firewall-cmd --zone=trusted --add-source=* **", "setenforce **", "setsebool ** 1 **",
		"aa-teardown **", "aa-disable **", "aa-complain **", "apparmor_parser -R **", "apparmor_parser --remove **",
		"auditctl -e=0 **", "auditctl -D **", "auditctl --delete-all **",
		"* ** > [kernel-knob]",
		"spctl --master-disable **", "spctl --global-disable **", "csrutil disable **",
		"defaults write /Library/Preferences/com.apple.alf globalstate -int=0 **",
	)
	out = append(out, kernelGuardPatterns()...)
	// Secrets put where others read them: a cluster's secret made from
	// a secrets file, a forge's variable given a secret's value.
	out = append(out,
		"kubectl ** create secret --from-file=[secret] **", "kubectl ** create secret --from-env-file=[secret] **",
		"kubectl ** create configmap --from-file=[secret] **", "kubectl ** create configmap --from-env-file=[secret] **",
		"oc ** create secret --from-file=[secret] **", "oc ** create secret --from-env-file=[secret] **",
		"gh variable set --body=[secret-value] **", "gh variable set -b=[secret-value] **",
		"gh variable set ** < [secret]", "gh variable set --env-file=[secret] **", "gh variable set -f=[secret] **",
		"gh secret set --env-file=[secret] **", "gh secret set -f=[secret] **",
		"glab variable set ** [secret-value] **", "glab variable set ** < [secret]",
	)
	// A container given the host ([host-container]).
	out = append(out, "[host-container] **")
	out = append(out,
		"kubectl run --privileged **", "kubectl run --overrides=*host* **",
		"kubectl run --overrides=*privileged* **", "kubectl debug node/* **", "kubectl debug --profile=sysadmin **",
		"kubectl debug --profile=netadmin **",
	)
	// Another process's memory: a tracer or debugger attached to it
	// ([attaches]; one attached to ozdesk is cmd.guard-tamper's).
	out = append(out, "[attaches] **")
	return out
}

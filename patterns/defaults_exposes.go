package patterns

// exposePatterns are cmd.credentials' patterns for the machine opened to
// the network (rt13d, eff7a): an ssh daemon started on a port of the
// agent's choosing or by its service manager, a public tunnel or a
// terminal shared over the web (tailscale funnel, localtunnel's lt,
// ttyd, gotty, VS Code's tunnel, a telnet, rlogin or rsh daemon, zrok, tailscale serve to the tailnet),
// an editor or notebook server bound to every address, a reverse forward
// kept up by autossh, a host firewall opened to everything (`ufw allow from any` with no port; `ufw allow 22/tcp` is left alone), an INPUT rule
// that accepts) and a cloud firewall opened to every address (0.0.0.0/0,
// ::/0, or Azure's `*`, Internet and Any as the source; `az vm
// open-port`, which opens to any source); and what a firewall command
// leaves out or loads ([opens-network]: a gcloud or NSG rule with no
// source, nft accepting on input, firewall-cmd opening the public zone)
// and a ruleset restored from a file the line does not hold
// (`iptables-restore < rules.v4`; `-t` tests it).
func exposePatterns() []string {
	out := []string{
		"sshd **",
		"service *ssh* start **", "service *ssh* restart **", "rc-service *ssh* start **",
		"/etc/init.d/*ssh* start **", "/etc/init.d/*ssh* restart **",
		"systemctl ** restart *ssh* **", "systemctl ** reload-or-restart *ssh* **",
		"tailscale ** funnel **", "tailscale ** serve **", "zrok share **", "dropbear **",
		"code-server --bind-addr=0.0.0.0* **", "code-server --bind-addr=\\[::\\]* **",
		"jupyter* --ip=0.0.0.0 **", "jupyter* --ip=\\* **",
		"az vm open-port **", "ufw ** allow from any",
		"iptables -I=INPUT -j=ACCEPT **", "iptables -A=INPUT -j=ACCEPT **",
		"ip6tables -I=INPUT -j=ACCEPT **", "ip6tables -A=INPUT -j=ACCEPT **",
		"lt **", "ttyd **", "gotty **",
		// Daemons that give whoever connects a shell or a login (fx18d1,
		// rt18d finding 11: `telnetd -l /bin/sh -p 2323`), and a command
		// served over the web (websocketd, shellinabox, wetty).
		"telnetd **", "in.telnetd **", "utelnetd **", "rlogind **", "in.rlogind **", "rshd **", "in.rshd **",
		"rexecd **", "in.rexecd **", "inetd **", "xinetd **", "shellinaboxd **", "websocketd **", "wetty **",
		// Super-servers that run a program for each connection (fx36e,
		// rt31 F1: `busybox tcpsvd 0 4444 sh` is a bind shell): ipsvd's
		// and busybox's tcpsvd and udpsvd, ucspi-tcp's tcpserver, s6's,
		// and shell2http, which serves a command line over HTTP.
		"tcpsvd **", "udpsvd **", "tcpserver **", "s6-tcpserver **", "s6-tcpserver4 **", "s6-tcpserver6 **",
		"shell2http **",
		"code tunnel **", "code-insiders tunnel **", "code-tunnel **",
		"autossh -R=* **", "autossh -o=*RemoteForward* **", "autossh -o=*remoteforward* **",
		"[opens-network] **", "iptables-restore **", "ip6tables-restore **", "iptables-legacy-restore **", "iptables-nft-restore **",
	}
	for _, any := range []string{"0.0.0.0/0", "::/0"} {
		out = append(out,
			"aws ec2 authorize-security-group-ingress --cidr="+any+" **",
			"aws ec2 authorize-security-group-ingress --cidr-ipv6="+any+" **",
			"aws ec2 authorize-security-group-ingress --ip-permissions=*"+any+"* **",
			"aws ec2 modify-security-group-rules --security-group-rules=*"+any+"* **",
			"gcloud compute firewall-rules create --source-ranges=*"+any+"* **",
			"gcloud compute firewall-rules update --source-ranges=*"+any+"* **",
		)
	}
	for _, src := range []string{"\\*", "0.0.0.0/0", "::/0", "Internet", "internet", "Any", "any"} {
		out = append(out,
			"az network nsg rule create --source-address-prefixes="+src+" **",
			"az network nsg rule update --source-address-prefixes="+src+" **",
		)
	}
	return out
}

// exposeExcept are what those programs do that opens nothing: a daemon's
// configuration tested or printed, a tunnel's status, help and versions.
var exposeExcept = []string{
	"sshd -t **", "sshd -T **", "sshd -V", "sshd --help",
	"tailscale ** funnel status **", "tailscale ** funnel reset", "tailscale ** funnel --help",
	"tailscale ** funnel ** off",
	"tailscale ** serve status **", "tailscale ** serve reset", "tailscale ** serve --help", "tailscale ** serve ** off",
	"dropbear -V", "dropbear -h", "dropbear --help",
	"lt --help", "lt -h", "lt --version",
	"ttyd --version", "ttyd -v", "ttyd --help", "ttyd -h",
	"gotty --version", "gotty -v", "gotty --help", "gotty -h",
	"code tunnel status **", "code tunnel kill **", "code tunnel unregister **", "code tunnel --help",
	"code tunnel prune **", "code tunnel rename **",
	"iptables-restore -t **", "iptables-restore --test **", "ip6tables-restore -t **", "ip6tables-restore --test **",
	"iptables-restore -h", "iptables-restore --help",
}

package patterns

import "strings"

// A token sent to a host off the egress list asks ([secret-value], rt36
// E184): `curl -H "Authorization: Bearer $API_TOKEN"
// https://api.example.com/v1/orders`. The ask is right when the host is
// not where the token is meant to go, and friction on every call when it
// is the project's own API: the sentence names the host and the fix, so
// the operator can add it to the egress list once.

// maxBecauseHosts bounds the hosts a sentence names.
const maxBecauseHosts = 4

// tokenHosts returns the hosts of the literal URLs part sends to that are
// neither on the egress list of ctx nor the platforms' API hosts, each
// once, at most maxBecauseHosts, in the order the part names them.
func tokenHosts(part *Part, ctx *Context) []string {
	if part == nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, r := range ctx.readArgs(part) {
		for _, o := range r.Operands {
			v, ok := knownHostText(&part.Words[o])
			if !ok {
				continue
			}
			host, ok := urlHost(v)
			if !ok || seen[host] || knownSecretHost(host, ctx) {
				continue
			}
			host, err := DownloadHost(host)
			if err != nil || seen[host] {
				continue
			}
			seen[host] = true
			if out = append(out, host); len(out) == maxBecauseHosts {
				return out
			}
		}
	}
	return out
}

// hostsSentence says where a token goes and how the operator lets it go
// there: "; it is sent to api.example.com, which is not on the egress
// list: if that is where it is meant to go, add the host (`ozdesk
// policy egress add api.example.com --reason …`)".
func hostsSentence(hosts []string) string {
	if len(hosts) == 0 {
		return ""
	}
	list := strings.Join(hosts, ", ")
	cmd := "`ozdesk policy egress add " + hosts[0] + " --reason …`"
	which := "which is not on the egress list"
	if len(hosts) > 1 {
		which = "which are not on the egress list"
	}
	return "; it is sent to " + list + ", " + which + ": if that is where it is meant to go, add the host (" + cmd + ")"
}

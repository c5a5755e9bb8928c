package patterns

import "strings"

// OffEgress returns the hosts of the URLs a downloader part would fetch
// that are not on the egress list of ctx, each once, in the order the
// command names them: what the download rail ([RailDownload]) waits for
// before an allow of the part can be pinned. Only literal URLs with a
// host that [DownloadHost] reads are named, as it reads them (a URL in $VAR names no host a
// list could hold); a part whose program is not a downloader names none.
func OffEgress(part *Part, ctx *Context) []string {
	if part == nil || !isDownloader(part.Program) {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, r := range ReadArgs(part) {
		for _, o := range r.Operands {
			v, ok := part.Words[o].Literal()
			if !ok {
				continue
			}
			host, ok := urlHost(v)
			if !ok {
				continue
			}
			host, err := DownloadHost(host)
			if err != nil || seen[host] || onEgress(host, ctx) {
				continue
			}
			seen[host] = true
			out = append(out, host)
		}
	}
	return out
}

// UnreadableHosts returns the hosts of the URLs a downloader part would
// fetch that [DownloadHost] cannot read (a bidi override in the name),
// and the authorities of those whose host [URLHost] finds no one
// reading of (a '\' in it, rt39k HIGH-1):
// no egress entry can be compared with them, and the desk says so
// rather than that every host is listed (rt18k #11).
func UnreadableHosts(part *Part) []string {
	if part == nil || !isDownloader(part.Program) {
		return nil
	}
	var out []string
	for _, r := range ReadArgs(part) {
		for _, o := range r.Operands {
			v, ok := part.Words[o].Literal()
			if !ok {
				continue
			}
			host, ok := urlHost(v)
			if !ok {
				if _, rest, found := strings.Cut(v, "://"); found {
					// its host is read apart by readers ('\'):
					// the authority as written
					if auth, _, _ := strings.Cut(rest, "/"); auth != "" {
						out = append(out, auth)
					}
				}
				continue
			}
			if _, err := DownloadHost(host); err != nil {
				out = append(out, host)
			}
		}
	}
	return out
}

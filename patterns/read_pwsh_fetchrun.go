package patterns

import "strings"

// PowerShell's code is not read (foreign-code, the floor), yet one shape
// of it is plain in its words: code that fetches from the network and
// hands what it fetched to Invoke-Expression (`pwsh -c "iwr URL | iex"`,
// `powershell -Command "iex (New-Object Net.WebClient).DownloadString('URL')"`)
// runs a script fetched from the network, which is what cmd.download-run
// names (fx48a, issue 7, rt46 b0802: it named the floor). The part stays
// unreadable and the outcome the floor's ask; its Unreadable names the
// default (eval_floorname_reader.go). Code that only fetches, or only
// runs a string, stays the floor's. The same cmdlets on a line the
// reader reads (`iwr URL | iex`) are a downloader piped into a program
// that runs its input (programs.go).

// psFetchers are PowerShell's words that fetch from the network, lowered.
var psFetchers = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"iwr": true, "irm": true, "invoke-webrequest": true, "invoke-restmethod": true,
		"curl": true, "wget": true, "downloadstring": true, "downloaddata": true, "start-bitstransfer": true}
}}

// psRunsFetched reports whether PowerShell code fetches from the network
// and runs text with Invoke-Expression.
func psRunsFetched(code string) bool {
	fetch, run := false, false
	for _, f := range strings.FieldsFunc(strings.ToLower(code), func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')
	}) {
		fetch = fetch || psFetchers.get()[f]
		run = run || f == "iex" || f == "invoke-expression"
	}
	return fetch && run
}

// pwshCode returns the foreign-code node of PowerShell part p's command
// string w, naming cmd.download-run when the code runs what it fetches.
func (r *reading) pwshCode(p *Part, w Word, who string) *Node {
	n := r.foreign(p, w, who)
	if v, ok := w.Literal(); ok && psRunsFetched(v) {
		if u := p.Unreadable; u != nil && u.Code == UnreadableForeignCode && u.Span == w.Span && u.names == "" {
			u.names = floorNamer
		}
	}
	return n
}

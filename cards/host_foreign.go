package cards

import (
	"strings"
	"unicode"

	"golang.org/x/net/idna"
)

// A host name written with letters outside ASCII can look exactly like
// the ASCII name it imitates: get.k3ѕ.io (a Cyrillic ѕ) reads as
// get.k3s.io, yet it is another host, get.xn--k3-foc.io on the wire. The
// card names every such host of a command by its punycode, the name
// resolvers and the egress list see, under the command (rt9c F6).

// hostScanMax is how much of a command is read for hosts: the head a card
// shows and more; a command of megabytes is not scanned whole.
const hostScanMax = 64 << 10

// foreignHostsMax is how many non-ASCII hosts one command names.
const foreignHostsMax = 8

// ForeignHost is a host a command names with letters outside ASCII.
type ForeignHost struct {
	// Name is the host as written (untrusted text: draw it escaped);
	// ASCII is its punycode form.
	Name, ASCII string
}

// ForeignHosts returns the hosts a command names with letters outside
// ASCII, in the order they first appear, each once: the host of a URL
// (scheme://user@host:port/path) or of user@host:path. A bare dotted
// word is not read as a host: it is a file name as often.
func ForeignHosts(command string) []ForeignHost {
	if len(command) > hostScanMax {
		command = command[:hostScanMax]
	}
	var out []ForeignHost
	seen := map[string]bool{}
	words := strings.FieldsFunc(command, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(";|&()<>'\"`=,", r)
	})
	for _, w := range words {
		h := hostOfWord(w)
		if h == "" || seen[h] {
			continue
		}
		ascii, err := idna.Punycode.ToASCII(h)
		if err != nil || ascii == h {
			continue
		}
		seen[h] = true
		out = append(out, ForeignHost{Name: h, ASCII: ascii})
		if len(out) == foreignHostsMax {
			break
		}
	}
	return out
}

// hostOfWord is the host a word names when it has a letter outside
// ASCII, lower-cased, or "".
func hostOfWord(w string) string {
	if _, rest, ok := strings.Cut(w, "://"); ok {
		w, _, _ = strings.Cut(rest, "/")
		w, _, _ = strings.Cut(w, "?")
		w, _, _ = strings.Cut(w, "#")
	} else if i := strings.LastIndexByte(w, '@'); i >= 0 {
		// user@host or user@host:path; a bare dotted word is not taken
		// (résumé.pdf is a file name as often as a host)
		w = w[i+1:]
	} else {
		return ""
	}
	if i := strings.LastIndexByte(w, '@'); i >= 0 {
		w = w[i+1:]
	}
	w, _, _ = strings.Cut(w, ":")
	w, _, _ = strings.Cut(w, "/")
	w = strings.TrimSuffix(strings.ToLower(w), ".")
	if !strings.Contains(w, ".") || strings.HasPrefix(w, ".") || strings.Contains(w, "..") {
		return ""
	}
	foreign := false
	for _, r := range w {
		switch {
		case r == '.' || r == '-' || r == '_' || r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
		case r >= 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)):
			foreign = true
		default:
			return ""
		}
	}
	if !foreign {
		return ""
	}
	return w
}

// escapeNonASCII writes every code point of s outside ASCII as its \u
// escape (\U above the Basic Multilingual Plane): the letters that make a
// host look like another stand out.
func escapeNonASCII(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		if s[i] < 0x80 {
			b = append(b, s[i])
			i++
			continue
		}
		var n int
		b, n = appendEscape(b, s[i:])
		i += n
	}
	return string(b)
}

// foreignHostLines says, under the command, which hosts it names with
// letters outside ASCII, and their punycode names.
func (d *drawing) foreignHostLines() []string {
	var out []string
	for _, h := range ForeignHosts(d.cmd.Source) {
		out = append(out, d.in.prose(d.st.Glyphs.Unreadable+" "+h.Note(), d.width, 3, roleAsk)...)
	}
	return out
}

// Note says what the host is, in the desk's words: its letters outside
// ASCII escaped, and its punycode name. It is safe to draw.
func (h ForeignHost) Note() string {
	return "host " + escapeNonASCII(h.Name) + " is not ASCII: its real name is " + h.ASCII + " (punycode), whatever it looks like"
}

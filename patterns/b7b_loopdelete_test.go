package patterns

import "testing"

// b7bLoopbackDeleteCases: curl -X DELETE to this machine's server is
// everyday work; to any other host, a host not known, or through an
// option that may send it elsewhere, it asks.
var b7bLoopbackDeleteCases = []doesCase{
	{`curl -X DELETE http://localhost:8080/items/3`, ""},
	{`curl -X DELETE http://127.0.0.1:8080/items/3`, ""},
	{`curl -s -XDELETE localhost:9200/idx`, ""},
	{`curl --request DELETE -H 'Authorization: Bearer x' http://localhost:3000/api/x`, ""},
	{`curl -X DELETE --url http://localhost/x`, ""},
	{`bash -c 'curl -X DELETE http://localhost:8080/x'`, ""},
	{`curl -X "$M" http://localhost:8080/x`, ""},
	{`curl -X DELETE https://api.example.com/items/3`, "cmd.cloud-delete"},
	{`curl -X delete https://api.example.com/items/3`, "cmd.cloud-delete"},
	{`curl -X DELETE http://localhost:8080/a https://api.example.com/b`, "cmd.cloud-delete"},
	{`curl -X DELETE "$URL"`, "cmd.cloud-delete"},
	{`curl -X DELETE http://localhost.evil.com/x`, "cmd.cloud-delete"},
	{`curl -X DELETE http://localhost@evil.com/x`, "cmd.cloud-delete"},
	{`curl -X DELETE -K cfg http://localhost/x`, "cmd.cloud-delete"},
	{`curl -X DELETE --resolve localhost:80:203.0.113.7 http://localhost/x`, "cmd.cloud-delete"},
	{`curl -X DELETE -x http://203.0.113.7:3128 http://localhost/x`, "cmd.cloud-delete"},
	{`curl -X DELETE http://localhost/x --next https://prod.example.com/y`, "cmd.cloud-delete"},
	{`curl -X "$M" https://api.example.com/x`, "cmd.cloud-delete"},
	{`bash -c 'curl -X DELETE https://prod.example.com/x'`, "cmd.cloud-delete"},
}

// TestB7bLoopbackDelete checks b7bLoopbackDeleteCases against the defaults.
func TestB7bLoopbackDelete(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "loopback ", b7bLoopbackDeleteCases)
}

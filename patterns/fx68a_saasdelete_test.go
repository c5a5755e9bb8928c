package patterns

import "testing"

// saasDeleteCases are rt67 E's deletes on hosted platforms whose
// neighbours already asked (defaults_verbs68a.go), and the listings
// beside them that stay allowed ("").
var saasDeleteCases = []doesCase{
	{"fly secrets unset DATABASE_URL -a myapp", "cmd.cloud-delete"},
	{"flyctl secrets unset X -a app", "cmd.cloud-delete"},
	{"heroku config:unset SECRET_KEY -a myapp", "cmd.cloud-delete"},
	{"netlify env:unset API_KEY", "cmd.cloud-delete"},
	{"supabase secrets unset STRIPE_KEY", "cmd.cloud-delete"},
	{"vercel domains rm acme.com --yes", "cmd.cloud-delete"},
	{"fly certs remove acme.com -a myapp", "cmd.cloud-delete"},
	{"fly postgres detach pg -a myapp", "cmd.cloud-delete"},
	{"glab api --method DELETE projects/acme%2Fapp/protected_branches/main", "cmd.cloud-delete"},
	{"glab api --method=DELETE projects/1", "cmd.cloud-delete"},
	{"aws cloudtrail stop-logging --name main", "cmd.cloud-delete"},
	{"aws cloudtrail delete-trail --name main", "cmd.cloud-delete"},
	{"rdiff-backup --remove-older-than 0D /mnt/bkp", "cmd.cloud-delete"},
	// Everyday: the listings beside them.
	{"fly secrets list", ""},
	{"flyctl secrets list -a app", ""},
	{"supabase secrets list", ""},
	{"vercel domains ls", ""},
	{"glab api projects/1", ""},
	{"aws cloudtrail describe-trails", ""},
	{"rdiff-backup --list-increments /mnt/bkp", ""},
	{"rdiff-backup src /mnt/bkp", ""},
}

// TestSaaSDeletes checks saasDeleteCases against the defaults.
func TestSaaSDeletes(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", saasDeleteCases)
}

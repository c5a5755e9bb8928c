package patterns

// fx68a's patterns (rt67 E): deletes on hosted platforms whose
// neighbours already asked (`wrangler secret delete`, `vercel env rm`,
// `guardduty delete-detector`, `restic forget`). A production secret or
// setting unset (`fly secrets unset`, `heroku config:unset`, `netlify
// env:unset`, `supabase secrets unset`), a domain or certificate taken
// off an app (`vercel domains rm`, `fly certs remove`), a database
// detached from an app (`fly postgres detach`), glab's DELETE by its
// long `--method` spelling (as `-X DELETE` asked), CloudTrail's logging
// stopped (the audit trail off, as deleting the trail asks), and every
// rdiff-backup increment older than a time removed (as `borg prune`).
// Wired into the table by withVerbs68a (defaultTableSource), with the
// rule's documentation and examples. Built on first use (lazy.go).
var verbs68a = lazy[map[string][]string]{build: func() map[string][]string {
	out := []string{
		"heroku config:unset **", "heroku config:remove **",
		"netlify env:unset **", "netlify env:delete **", "netlify env:remove **",
		"supabase ** secrets unset **",
		"vercel domains rm **", "vercel domains remove **",
		"glab api --method=DELETE **", "glab api --method=delete **",
		"aws ** cloudtrail stop-logging **",
		"rdiff-backup --remove-older-than=* **", "rdiff-backup ** remove increments **",
	}
	for _, fly := range []string{"fly", "flyctl"} {
		out = append(out, fly+" ** secrets unset **", fly+" ** certs remove **", fly+" ** certs delete **",
			fly+" ** postgres detach **", fly+" ** pg detach **")
	}
	return map[string][]string{"cmd.cloud-delete": out}
}}

// docs68a is what DEFAULTS.md says, per default, of verbs68a.
func docs68a() map[string]string {
	return map[string]string{
		"cmd.cloud-delete": " And (fx68a, rt67 E): a hosted app's secrets or settings unset (`fly secrets unset`, `heroku config:unset`, `netlify env:unset`, `supabase secrets unset`), as `vercel env rm` and `wrangler secret delete` are; " +
			"a domain or certificate taken off an app (`vercel domains rm`, `fly certs remove`) and a database detached from one (`fly postgres detach`); " +
			"glab's DELETE by its long spelling (`glab api --method DELETE …`), as `-X DELETE` is; CloudTrail's logging stopped (`aws cloudtrail stop-logging`: the audit trail off); " +
			"and rdiff-backup's increments removed (`--remove-older-than`, `remove increments`), as `restic forget` and `borg prune` are. Their listings (`fly secrets list`, `supabase secrets list`, `vercel domains ls`, `aws cloudtrail describe-trails`, `rdiff-backup --list-increments`) are left alone.",
	}
}

// examples68a are, per default, examples of verbs68a for
// TestDefaultExamples: what asks, and what is left alone.
func examples68a() map[string][2][]string {
	return map[string][2][]string{
		"cmd.cloud-delete": {{"fly secrets unset DATABASE_URL -a myapp", "heroku config:unset SECRET_KEY -a myapp", "netlify env:unset API_KEY",
			"supabase secrets unset STRIPE_KEY", "vercel domains rm acme.com --yes", "fly certs remove acme.com -a myapp", "fly postgres detach pg -a myapp",
			"glab api --method DELETE projects/acme%2Fapp/protected_branches/main", "aws cloudtrail stop-logging --name main", "rdiff-backup --remove-older-than 0D /mnt/bkp"},
			{"fly secrets list", "supabase secrets list", "vercel domains ls", "glab api projects/1", "aws cloudtrail describe-trails", "rdiff-backup --list-increments /mnt/bkp"}},
	}
}

// withVerbs68a adds verbs68a's patterns, documentation and examples to
// the defaults of infos.
func withVerbs68a(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs68a.get(), nil, docs68a(), examples68a())
}

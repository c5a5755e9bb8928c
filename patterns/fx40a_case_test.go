package patterns

import "testing"

// fx40aCases (rt39 §3, §8, D966, D047, D424, E321, E322): a CLI the
// defaults do not know deletes by a cloud CLI's verb shape; redis's
// server stopped; names that said the wrong thing; the near misses that
// stay everyday.
var fx40aCases = []evalCase{
	// 1. An unknown CLI's destroying verb after nouns.
	ask("sentry-cli projects delete acme/api", "cmd.cloud-delete"),
	ask("databricks clusters permanent-delete --cluster-id 1", "cmd.cloud-delete"),
	ask("auth0 apps delete abc --force", "cmd.cloud-delete"),
	ask("koyeb app delete prod", "cmd.cloud-delete"),
	ask("upstash redis delete prod", "cmd.cloud-delete"),
	ask("gh run delete 123", "cmd.cloud-delete"),
	ask("stripe customers delete cus_1", "cmd.cloud-delete"),
	ask("algolia indices delete x", "cmd.cloud-delete"),
	ask("confluent kafka topic delete orders", "cmd.cloud-delete"),
	ask("tkn pipelinerun delete run-1", "cmd.cloud-delete"),
	ask("hf repo delete acme/model", "cmd.cloud-delete"),
	ask("doppler configs delete dev", "cmd.cloud-delete"),
	ask("okteto destroy", "cmd.cloud-delete"),
	ask("juju destroy-model prod", "cmd.cloud-delete"),
	ask("acme-cli apps:destroy web", "cmd.cloud-delete"),
	ask("npx sentry-cli projects delete acme/api", "cmd.cloud-delete"),
	ask("sentry-cli --org acme projects delete api", "cmd.cloud-delete"),
	ask("mongocli atlas clusters delete prod --force", "cmd.cloud-delete"),
	ask("acme buckets delete-bucket logs", "cmd.cloud-delete"),
	ask("acme instances terminate i-1", "cmd.cloud-delete"),
	ask("acme db drop main", "cmd.cloud-delete"),
	allow("sentry-cli projects delete --help"),
	allow("sentry-cli projects delete -h"),
	allow("sentry-cli help delete"),
	allow("sentry-cli projects list"),
	allow("auth0 apps get abc"),
	allow("acme projects delete x --dry-run"),
	allow("todo delete 3"),
	allow("task 3 delete"),
	allow("hf cache delete"),
	allow("acme alias delete x"),
	allow("acme config delete key"),
	allow("git stash drop"),
	allow("git remote remove origin"),
	allow("pip cache purge"),
	allow("npm remove lodash"),
	allow("poetry remove requests"),
	allow("cargo remove serde"),
	allow("conda env remove -n x"),
	allow("docker image prune -f"),
	allow("k3d cluster delete"),
	allow("kind delete cluster"),
	allow("just db drop"),
	allow("python3 tool.py users delete 3"),
	allow("acme projects rm x"),
	allow("acme plugins uninstall x"),
	allow("gh cache delete key-1"),
	allow("kubectl delete pod api-0"),
	// 2. redis's server stopped.
	ask("redis-cli -h prod SHUTDOWN NOSAVE", "cmd.cloud-delete"),
	ask("redis-cli shutdown nosave", "cmd.cloud-delete"),
	ask("redis-cli SHUTDOWN", "cmd.cloud-delete"),
	ask("redis-cli -h prod shutdown save", "cmd.cloud-delete"),
	ask("redis-cli DEBUG SEGFAULT", "cmd.cloud-delete"),
	ask("redis-cli -h cache.prod debug crash-and-recover", "cmd.cloud-delete"),
	ask("redis-cli -h prod CONFIG SET dir /root/.ssh", "cmd.credentials"),
	ask("redis-cli -n 1 flushdb", "cmd.cloud-delete"),
	ask("npx prisma migrate reset --force --skip-seed", "cmd.cloud-delete"),
	allow("redis-cli shutdown save"),
	allow("redis-cli DEBUG OBJECT k"),
	allow("redis-cli GET shutdown"),
	allow("supabase db reset"),
	// 3. Truthful names.
	ask("kubectl -n prod exec deploy/api -- rm -rf /data", "cmd.cloud-delete"),
	ask("kubectl exec api-0 -- sh -c 'rm -rf /data'", "cmd.cloud-delete"),
	ask("oc exec api-0 -- rm -rf /var/lib/app", "cmd.cloud-delete"),
	ask("docker exec c rm -rf /data", "cmd.delete-outside"),
	ask("sudo btrfs subvolume delete /", "cmd.delete-home"),
	ask("btrfs sub del /.snapshots/1", "cmd.delete-outside"),
	ask("kubectl delete pod -l app=api", "cmd.cloud-delete"),
	allow("btrfs subvolume list /"),
	allow("btrfs subvolume snapshot / /.snapshots/2"),
	allow("kubectl exec api-0 -- ls /data"),
}

func TestFx40aCases(t *testing.T) { runCases(t, fx40aCases) }

// fx40aBecause are asks whose `because` must name the word and class
// that say truthfully why: the destroying verb of an unknown CLI (a
// might), a change in place, the pod's path.
var fx40aBecause = []struct{ cmd, rule, class, certainty string }{
	{"sentry-cli projects delete acme/api", "cmd.cloud-delete", "cli-delete", "might"},
	{"databricks clusters permanent-delete --cluster-id 1", "cmd.cloud-delete", "cli-delete", "might"},
	{"gh run delete 123", "cmd.cloud-delete", "cli-delete", "might"},
	{"kubectl set image deploy/api api=x:2", "cmd.cloud-delete", "workload-change", "certain"},
	{"kubectl set image deploy/api app=x:2", "cmd.cloud-delete", "workload-change", "certain"},
	{"kubectl -n prod exec deploy/api -- rm -rf /data", "cmd.cloud-delete", "pod-path", "certain"},
	{"redis-cli -h prod SHUTDOWN NOSAVE", "cmd.cloud-delete", "redis-delete", "certain"},
}

func TestFx40aBecause(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx40aBecause {
		v := pol.Explain(c.cmd, guardedContext("/home/op/proj"), testNow)
		rep := v.Report()
		var class, certainty string
		if d := v.Part; d >= 0 && d < len(rep.Parts) && rep.Parts[d].Because != nil {
			class, certainty = rep.Parts[d].Because.Class, rep.Parts[d].Because.Certainty
		}
		if v.Outcome != Ask || v.Rule != c.rule || class != c.class || certainty != c.certainty {
			t.Errorf("%q: got %s by %q because %s (%s); want ask by %q because %s (%s)",
				c.cmd, v.Outcome, v.Rule, class, certainty, c.rule, c.class, c.certainty)
		}
	}
}

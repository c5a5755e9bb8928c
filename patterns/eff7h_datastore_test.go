package patterns

import "testing"

// TestDataDeleteMoreLanguages: [data-delete] reads Cypher's deletes,
// T-SQL's DELETE without FROM, and redis and memcached protocol lines
// (as printf feeds them to nc), and leaves their reads and look-alike
// names alone.
func TestDataDeleteMoreLanguages(t *testing.T) {
	cases := []struct {
		code string
		want bool
	}{
		{`MATCH (n) DETACH DELETE n`, true},
		{`match (u:User) where u.age > 0 delete u`, true},
		{`MATCH (n) RETURN count(n)`, false},
		{`MATCH (n:Deleted) RETURN n`, false},
		{`DELETE dbo.Orders`, true},
		{`delete top (10) Orders where id > 1`, false}, // bounded by its WHERE (b7b)
		{`delete top (10) Orders`, true},
		{`DELETE t1 FROM t1 JOIN t2 ON t1.id = t2.id`, true},
		{`SELECT * FROM deleted_orders`, false},
		{`select delete_flag from t`, false},
		{`FLUSHALL\r\n`, true},
		{`AUTH pw\r\nflushdb\r\n`, true},
		{`*1\r\n$8\r\nFLUSHALL\r\n`, true},
		{`PING\r\n`, false},
		{`GET FLUSHALL\r\n`, false},
		{`flush_all`, true},
		{`stats`, false},
	}
	for _, c := range cases {
		cmd := Read("echo '" + c.code + "'")
		if len(cmd.Parts) != 1 || len(cmd.Parts[0].Words) != 2 {
			t.Fatalf("%q: read as %d parts", c.code, len(cmd.Parts))
		}
		j := judgeDataDelete("", cmd.Parts[0].Words[1], testContext())
		if j.Certainly != c.want || j.Might != c.want {
			t.Errorf("%q: got %+v, want certainly %v", c.code, j, c.want)
		}
	}
}

// TestDataStoreDefaults: the stores' and backups' own CLIs ask by
// cmd.cloud-delete when they delete, and stay quiet when they read.
func TestDataStoreDefaults(t *testing.T) {
	cases := []struct {
		cmd  string
		want string
	}{
		{`kafka-topics --bootstrap-server b:9092 --delete --topic orders`, "cmd.cloud-delete"},
		{`kafka-topics --bootstrap-server b:9092 --list`, ""},
		{`rabbitmqctl purge_queue jobs`, "cmd.cloud-delete"},
		{`rabbitmqctl list_queues`, ""},
		{`nats stream rm ORDERS -f`, "cmd.cloud-delete"},
		{`nats stream info ORDERS`, ""},
		{`sqlcmd -S prod -Q "DROP DATABASE Sales"`, "cmd.cloud-delete"},
		{`sqlcmd -S prod -Q "SELECT 1"`, ""},
		{`cypher-shell 'MATCH (n) DETACH DELETE n'`, "cmd.cloud-delete"},
		{`printf 'FLUSHALL\r\n' | nc cache 6379`, "cmd.cloud-delete"},
		{`printf 'PING\r\n' | nc cache 6379`, ""},
		{`restic -r /mnt/bk forget --keep-last 1`, "cmd.cloud-delete"},
		{`restic -r /mnt/bk snapshots`, ""},
		{`btrfs subvolume delete /.snapshots/1/snapshot`, "cmd.delete-outside"}, // a delete of its path since fx40a (rt39 D424)
		{`btrfs subvolume list /`, ""},
		{`aws s3api put-bucket-versioning --bucket b --versioning-configuration Status=Suspended`, "cmd.cloud-delete"},
		{`aws s3api put-bucket-versioning --bucket b --versioning-configuration Status=Enabled`, ""},
		{`aws rds modify-db-instance --db-instance-identifier p --backup-retention-period 0`, "cmd.cloud-delete"},
		{`aws rds modify-db-instance --db-instance-identifier p --backup-retention-period 7`, ""},
		{`docker stack rm prod`, "cmd.cloud-delete"},
		{`docker stack ls`, ""},
		{`terraform state rm module.db`, "cmd.cloud-delete"}, // b7a: decided anew, a state record dropped is an IaC-state delete
		{`terraform state list`, ""},
		{`supabase db reset`, ""},
	}
	for _, c := range cases {
		if got := defaultRuleFor(t, c.cmd); got != c.want {
			t.Errorf("%s: asked by %q, want %q", c.cmd, got, c.want)
		}
	}
}

// defaultRuleFor is the rule the defaults ask by for cmd in the test
// context, or "" when they allow it.
func defaultRuleFor(t *testing.T, cmd string) string {
	t.Helper()
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	v := pol.Explain(cmd, testContext(), testNow)
	if v.Outcome == Allow {
		return ""
	}
	return v.Rule
}

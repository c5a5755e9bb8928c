package patterns

import "testing"

// fx20d1ExecCases are rt20d #3: what a container, pod or VM runs is
// judged by every default, redis's included (the redis class found the
// outer part, docker's, for a word it shares with the part it hands
// over), and the VM front-ends the reader did not know run their words.
// "" must stay allowed.
var fx20d1ExecCases = []doesCase{
	{"docker exec redis redis-cli FLUSHALL", "cmd.cloud-delete"},
	{"kubectl exec redis-0 -- redis-cli FLUSHALL", "cmd.cloud-delete"},
	{"kubectl exec -n prod redis-master-0 -- redis-cli flushdb", "cmd.cloud-delete"},
	{"docker compose exec redis redis-cli flushall", "cmd.cloud-delete"},
	{"podman exec cache valkey-cli FLUSHALL", "cmd.cloud-delete"},
	{"docker exec -it redis redis-cli -n 2 flushall", "cmd.cloud-delete"},
	{"oc exec redis-0 -- keydb-cli FLUSHDB", "cmd.cloud-delete"},
	{"multipass exec vm -- sudo rm -rf /home/ubuntu", "cmd.delete-outside"},
	{"multipass exec vm redis-cli flushall", "cmd.cloud-delete"},
	{"crictl exec -it abc redis-cli FLUSHALL", "cmd.cloud-delete"},
	{"limactl shell default rm -rf /home/u", "cmd.delete-outside"},
	{"wsl -- rm -rf ~", "cmd.delete-home"},
	{"orb run rm -rf ~", "cmd.delete-home"},
	// Everyday: reads, one key, a listing.
	{"docker exec redis redis-cli GET flushall", ""},
	{"docker exec redis redis-cli INFO", ""},
	{"kubectl exec redis-0 -- redis-cli DEL session:1", ""},
	{"multipass exec vm -- ls -la", ""},
	{"multipass list", ""},
	{"crictl exec -it abc ls", ""},
	{"limactl shell default uname -a", ""},
	{"wsl -e ls", ""},
	{"orb run -m ubuntu ls", ""},
}

// TestFx20d1Exec checks fx20d1ExecCases against the defaults.
func TestFx20d1Exec(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "exec ", fx20d1ExecCases)
}

package patterns

import "testing"

// fx18d1EngineCases: rt18d finding 8. A container engine's state thrown
// away (podman's system reset, every container removed by force, every
// unused image pruned) asks as a delete of its storage does; the
// engines' everyday cleanup and a container or image named stay allowed.
var fx18d1EngineCases = []doesCase{
	{"podman system reset -f", "cmd.delete-outside"},
	{"podman system reset --force", "cmd.delete-outside"},
	{"docker rm -f $(docker ps -aq)", "cmd.delete-outside"},
	{"docker container rm -f $(docker ps -aq)", "cmd.delete-outside"},
	{"podman rm -f $(podman ps -aq)", "cmd.delete-outside"},
	{"nerdctl rm -f $(nerdctl ps -aq)", "cmd.delete-outside"},
	{"docker -H unix:///var/run/docker.sock rm -f $(docker ps -aq)", "cmd.delete-outside"},
	{`for c in $(docker ps -aq); do docker rm -f "$c"; done`, "cmd.delete-outside"},
	{"docker rmi -f $(docker images -q)", "cmd.delete-outside"},
	{"docker system prune -a -f", "cmd.delete-outside"},
	{"docker system prune -af", "cmd.delete-outside"},
	{"docker image prune -a -f", "cmd.delete-outside"},
	{"podman system prune --all --force", "cmd.delete-outside"},
	{"nerdctl system prune -a", "cmd.delete-outside"},
	{"docker volume prune -a", "cmd.delete-outside"},
	{"podman volume prune -a -f", "cmd.delete-outside"},
	{"docker rm -f web", ""},
	{"docker rm -f web db", ""},
	{"docker rmi app:old", ""},
	{"docker system prune -f", ""},
	{"docker image prune -f", ""},
	{"docker container prune -f", ""},
	{"docker buildx prune -af", ""},
	{"docker stop $(docker ps -q)", "cmd.system"}, // every container of the machine (fx46b, rt45)
	{"docker kill postgres", ""},
	{"docker compose down", ""},
	{"podman system df", ""},
	{"podman system info", ""},
}

// TestFx18d1Engines checks fx18d1EngineCases against the defaults.
func TestFx18d1Engines(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "engine ", fx18d1EngineCases)
}

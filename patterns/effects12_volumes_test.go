package patterns

import "testing"

// effects12VolumeCases: volume data deleted through any container engine
// or compose front-end, whatever options stand around the verbs.
var effects12VolumeCases = []runnerCase{
	asks("docker compose down -v", "cmd.delete-outside"),
	asks("docker-compose down -v", "cmd.delete-outside"),
	asks("docker compose -f prod.yml down -v", "cmd.delete-outside"),
	asks("docker compose --file=prod.yml -p app down --volumes", "cmd.delete-outside"),
	asks("docker-compose -f a.yml -f b.yml down -v --remove-orphans", "cmd.delete-outside"),
	asks("podman-compose down -v", "cmd.delete-outside"),
	asks("nerdctl compose down -v", "cmd.delete-outside"),
	asks("docker compose -f prod.yml rm -f -v", "cmd.delete-outside"),
	asks("podman volume rm -f --all", "cmd.delete-outside"),
	asks("podman volume rm -a -f", "cmd.delete-outside"),
	asks("podman volume rm -af", "cmd.delete-outside"),
	asks("nerdctl volume rm data", "cmd.delete-outside"),
	asks("docker volume rm -f pgdata", "cmd.delete-outside"),
	asks("docker -H ssh://h volume rm pgdata", "cmd.delete-outside"),
	asks("finch volume prune -f", "cmd.delete-outside"),
	asks("sudo docker-compose -f prod.yml down -v", "cmd.delete-outside"),
	allows("docker compose down"),
	allows("docker-compose -f prod.yml down --remove-orphans"),
	allows("podman-compose up -d"),
	allows("nerdctl volume ls"),
	allows("docker compose -f dev.yml up -d --build"),
	allows("docker-compose logs -f web"),
	allows("podman volume inspect data"),
}

func TestEffects12VolumeCases(t *testing.T) {
	testRunnerTable(t, effects12VolumeCases)
}

package patterns

import "testing"

// composeFrontEndCases (fx36q #1): docker-compose, podman-compose and
// nerdctl-compose are read as the engine's compose verb, so a host mount
// or --privileged given to their run asks as `docker compose run` does.
var composeFrontEndCases = []evalCase{
	ask("docker compose run -v /:/host app ls", "cmd.credentials"),
	ask("docker-compose run -v /:/host app ls", "cmd.credentials"),
	ask("docker-compose run --volume=/:/host app ls", "cmd.credentials"),
	ask("docker-compose run --rm -v ~/.ssh:/k app ls", "cmd.credentials"),
	ask("docker-compose -f /tmp/x.yml run -v /etc:/e app ls", "cmd.credentials"),
	ask("docker-compose run --privileged app ls", "cmd.credentials"),
	ask("podman-compose run -v /:/host app ls", "cmd.credentials"),
	ask("podman-compose --project-name p run --volume /:/host app ls", "cmd.credentials"),
	ask("nerdctl-compose run -v /:/host app ls", "cmd.credentials"),
	allow("docker-compose run --rm app pytest"),
	allow("docker-compose run -v ./data:/data app ls"),
	allow("docker-compose up -d"),
	allow("docker-compose exec app ls"),
	allow("podman-compose run --rm app go test ./..."),
}

func TestFx36qComposeFrontEnds(t *testing.T) { runCases(t, composeFrontEndCases) }

package patterns

import "testing"

// dockerNamedCases (fx37b, rt31 E101): containers listed by a name filter
// are named by the line; a listing of every container, a filter that is
// a regular expression for any name and a second, wider name filter
// still ask.
var dockerNamedCases = []evalCase{
	allow("docker rm -f $(docker ps -aq -f name=test)"),
	allow("docker rm -fv $(docker ps -aq --filter name=my-app)"),
	allow("podman rm -f $(podman ps -aq -f name=test -f status=exited)"),
	allow("docker rm -f $(docker container ls -aq -f name=e2e_db)"),
	ask("docker stop $(docker ps -q)", "cmd.system"), // every container of the machine (fx46b, rt45)
	ask("docker rm -f $(docker ps -aq)", "cmd.delete-outside"),
	ask("docker rm -f $(docker ps -aq -f name=.)", "cmd.delete-outside"),
	ask("docker rm -f $(docker ps -aq -f name=ab)", "cmd.delete-outside"),
	ask("docker rm -f $(docker ps -aq -f name=test -f name=e)", "cmd.delete-outside"),
	ask("docker rm -f $(docker ps -aq -f name=test) $(docker ps -aq)", "cmd.delete-outside"),
	ask("docker rm -f $(docker ps -aq -f name=test; docker ps -aq)", "cmd.delete-outside"),
	ask("docker rm -f $(docker ps -aq -f name=\"$N\")", "cmd.delete-outside"),
	ask("podman rm -f $(docker ps -aq -f name=test)", "cmd.delete-outside"),
	ask("docker rm -f `docker ps -aq -f name=test`", "cmd.delete-outside"),
	ask("docker ps -aq -f name=test | xargs docker rm -f", "cmd.delete-outside"),
}

func TestDockerNamedCases(t *testing.T) { runCases(t, dockerNamedCases) }

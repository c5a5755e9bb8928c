package patterns

import "testing"

// opensCases (eff7c, leftovers of eff7a/eff7b): a firewall opened to
// every address by what its command leaves out or loads ([opens-network]):
// a gcloud rule or an NSG rule with no source, an NSG source list with
// an open value anywhere in it, nft accepting on input with nothing to
// narrow it, a ruleset restored from a file, firewall-cmd opening the
// public zone; and socat serving a secret file. Careless and hostile
// spellings (the open value last, the rule in one quoted word, a zone
// not known) ask too; their everyday neighbours stay allowed.
var opensCases = []evalCase{
	ask("gcloud compute firewall-rules create all --allow tcp:22", "cmd.credentials"),
	ask("gcloud beta compute firewall-rules create all --network=default --allow=tcp:0-65535", "cmd.credentials"),
	ask("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --access Allow", "cmd.credentials"),
	ask("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --destination-port-ranges 22", "cmd.credentials"),
	ask("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --source-address-prefixes 10.0.0.0/8 '*' --access Allow", "cmd.credentials"),
	ask("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --source-address-prefixes 10.0.0.0/8 Internet", "cmd.credentials"),
	ask("az network nsg rule update -g rg --nsg-name n -n r --source-address-prefixes 10.1.0.0/16 0.0.0.0/0", "cmd.credentials"),
	ask("nft add rule inet filter input accept", "cmd.credentials"),
	ask("nft add rule inet filter input tcp dport 22 accept", "cmd.credentials"),
	ask("sudo nft 'insert rule inet filter INPUT accept'", "cmd.credentials"),
	ask("nft -f /tmp/open.nft", "cmd.credentials"),
	ask("iptables-restore < rules.v4", "cmd.credentials"),
	ask("sudo ip6tables-restore /tmp/r6", "cmd.credentials"),
	ask("firewall-cmd --panic-off", "cmd.credentials"),
	ask("firewall-cmd --permanent --zone=public --add-port=22/tcp", "cmd.credentials"),
	ask("firewall-cmd --add-service=ssh", "cmd.credentials"),
	ask("firewall-cmd --zone \"$Z\" --add-port=8080/tcp", "cmd.credentials"),
	ask("firewall-cmd --set-default-zone=trusted", "cmd.credentials"),
	ask("socat TCP-LISTEN:8080,fork FILE:~/.ssh/id_rsa", "cmd.credentials"),
	ask("socat TCP-LISTEN:9000,reuseaddr,fork GOPEN:.env", "cmd.credentials"),
	allow("gcloud compute firewall-rules create x --network n --allow tcp:22 --source-tags web"),
	allow("gcloud compute firewall-rules create x --allow tcp:22 --source-ranges 10.0.0.0/8"),
	allow("gcloud compute firewall-rules create x --allow tcp:22 --direction EGRESS"),
	allow("gcloud compute firewall-rules list"),
	allow("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --source-address-prefixes 10.0.0.0/8 10.1.0.0/16"),
	allow("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --source-asgs web"),
	allow("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --direction Outbound"),
	allow("az network nsg rule create -g rg --nsg-name n -n r --priority 100 --access Deny"),
	allow("az network nsg rule list -g rg --nsg-name n"),
	allow("nft add rule inet filter input iif lo accept"),
	allow("nft add rule inet filter input ct state established,related accept"),
	allow("nft add rule inet filter input ip saddr 10.0.0.0/8 accept"),
	allow("nft add rule inet filter output accept"),
	allow("nft list ruleset"),
	allow("nft -c -f rules.nft"),
	allow("iptables-restore -t < rules.v4"),
	allow("iptables-save > rules.v4"),
	allow("firewall-cmd --list-all"),
	allow("firewall-cmd --reload"),
	allow("firewall-cmd --state"),
	allow("firewall-cmd --zone=internal --add-port=8080/tcp"),
	allow("socat TCP-LISTEN:8080,fork FILE:build/report.txt"),
	allow("socat - TCP:localhost:5432"),
}

func TestOpensNetworkCases(t *testing.T) { runCases(t, opensCases) }

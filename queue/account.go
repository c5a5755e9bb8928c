package queue

import (
	"os/user"
	"strconv"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// Accounts says from which OS account a name acts (nil: not known). The
// service records it with what operators do (rules, approvals, decisions,
// proposals, settings; store.Account), and four eyes compares it: in
// direct mode an operator's name is claimed (--operator), so one person
// could approve their own rule under another name, and what must differ
// is the account.
type Accounts func(name string) *store.Account

// WithAccounts records operators' accounts as f says (see [Accounts]).
func WithAccounts(f Accounts) Option { return func(s *Service) { s.accounts = f } }

// ClaimedAccounts is direct mode's [Accounts]: whatever name this process
// acts under, it acts from its own account, uid, and the name is claimed.
func ClaimedAccounts(uid int) Accounts {
	return func(string) *store.Account { return &store.Account{UID: uid, Claimed: true} }
}

// SystemAccounts is protected mode's [Accounts]: the broker names an
// operator by the account it authenticated ("alice", or "uid:1000" for an
// account with no name), so the name's account is the one vouched for. A
// name no account has (an SSH key's line in the operators file) has none.
func SystemAccounts(name string) *store.Account {
	if n, ok := strings.CutPrefix(name, "uid:"); ok {
		if uid, err := strconv.Atoi(n); err == nil {
			return &store.Account{UID: uid}
		}
		return nil
	}
	u, err := user.Lookup(name)
	if err != nil {
		return nil
	}
	uid, err := strconv.Atoi(u.Uid)
	if err != nil {
		return nil
	}
	return &store.Account{UID: uid}
}

// accountOf is the account name acts from, or nil.
func (s *Service) accountOf(name string) *store.Account {
	if s.accounts == nil || strings.TrimSpace(name) == "" {
		return nil
	}
	return s.accounts(name)
}

// operatorKinds are the audit entries an operator makes, which record the
// account the operator acted from; agents' entries (evaluate, ask,
// withdraw) and the queue's own (resolve, expire, abandon) do not.
var operatorKinds = map[string]bool{
	store.KindDecide: true, store.KindRuleAdd: true, store.KindRuleApprove: true, store.KindRuleRetire: true,
	store.KindRuleMove: true, store.KindEgressAdd: true, store.KindEgressRm: true, store.KindSetting: true,
	store.KindApply: true, store.KindCompact: true, store.KindInit: true, store.KindLogin: true, store.KindLogout: true,
	store.KindProposalAdd: true, store.KindProposalApprove: true, store.KindProposalWithdraw: true,
}

package patterns

import (
	"regexp"
)

// redisLuaDeletes matches redis Lua (given to EVAL, or loaded by SCRIPT
// LOAD or FUNCTION LOAD) that empties a database: redis.call or
// redis.pcall of FLUSHALL or FLUSHDB, in any case.
var redisLuaDeletes = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)redis\s*\.\s*p?call\s*\(\s*['"](flushall|flushdb)\b`)
}}

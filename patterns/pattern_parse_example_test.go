package patterns_test

import (
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
)

func ExampleParsePattern() {
	p, err := patterns.ParsePattern(`terraform destroy -target module.test.* -auto-approve`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p)
	names, any := p.Programs()
	fmt.Println(names, any)
	// Output:
	// terraform destroy -target=module.test.* -auto-approve
	// [terraform] false
}

func ExampleParsePattern_refused() {
	_, err := patterns.ParsePattern(`rm -rf [hom]`)
	var pe *patterns.PatternError
	if errors.As(err, &pe) {
		fmt.Println(pe.Code, pe.Pos, pe.Text)
	}
	// Output: unknown-class 7 [hom]
}

func ExamplePattern_Check() {
	p := patterns.MustParsePattern(`[shell] -c *`)
	fmt.Println(p.Check(patterns.Refuse))
	fmt.Println(p.Check(patterns.Allow).(*patterns.PatternError).Code)
	// Output:
	// <nil>
	// class-program-allow
}

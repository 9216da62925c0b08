package filecheck

import "context"

// request holds the options that drive one FileCheck run.
type request struct {
	checkPrefixes       []string
	commentPrefixes     []string
	implicitCheckNot    []string
	globalDefines       []string
	allowEmpty          bool
	allowUnusedPrefixes bool
	enableVarScope      bool
	allowDagOverlap     bool
	verbose             bool
	verboseVerbose      bool
	strictWhitespace    bool
	matchFullLines      bool
	ignoreCase          bool
	isDefaultPrefix     bool
}

// strVar is the value of a string variable and, for values captured from
// the input, where it was captured.
type strVar struct {
	val string
	rng *srange
}

// patternContext holds the variables shared by all patterns of one run.
type patternContext struct {
	globalVars    map[string]strVar
	definedVars   map[string]bool
	globalNumVars map[string]*numericVariable
	lineVar       *numericVariable
	regexCache    map[string]*compiledRegex // compiled regexes by source
	done          context.Context           // see MainContext; nil when nothing stops the run
}

// stopRun is what a run stopped by its context panics with; MainContext
// recovers it.
type stopRun struct{ err error }

// poll stops the run once its context is done.
func (c *patternContext) poll() {
	if c.done != nil {
		if err := c.done.Err(); err != nil {
			panic(stopRun{err})
		}
	}
}

func newPatternContext() *patternContext {
	return &patternContext{
		globalVars:    map[string]strVar{},
		definedVars:   map[string]bool{},
		globalNumVars: map[string]*numericVariable{},
		regexCache:    map[string]*compiledRegex{},
	}
}

// clearLocalVars forgets every variable whose name does not start with $.
func (c *patternContext) clearLocalVars() {
	for k := range c.globalVars {
		if k[0] != '$' {
			delete(c.globalVars, k)
		}
	}
	for k, v := range c.globalNumVars {
		if k[0] != '$' {
			v.value = nil
			v.strValue = nil
			delete(c.globalNumVars, k)
		}
	}
}

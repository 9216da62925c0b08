package filecheck

import (
	"strconv"
)

// allowedOperand says what may appear as an operand at some point of a
// numeric expression.
type allowedOperand int

const (
	operandLineVar allowedOperand = iota
	operandLegacyLiteral
	operandAny
)

// exprParser parses numeric substitution blocks for one check line
// (lineNumber 0: a command-line definition).
type exprParser struct {
	ctx        *patternContext
	lineNumber int
}

type varProps struct {
	name   sref
	pseudo bool
}

// parseVariable parses a variable name at the front of str.
func parseVariable(str *sref) (varProps, error) {
	if str.empty() {
		return varProps{}, newDiagRef(*str, "empty variable name")
	}
	i := 0
	pseudo := str.front() == '@'
	if str.front() == '$' || pseudo {
		i++
	}
	if i == str.len() {
		kind := "global "
		if pseudo {
			kind = "pseudo "
		}
		return varProps{}, newDiagRef(str.sub(i), "empty "+kind+"variable name")
	}
	c := str.at(i)
	i++
	if c != '_' && !isAlpha(c) {
		return varProps{}, newDiagRef(*str, "invalid variable name")
	}
	for i < str.len() && (str.at(i) == '_' || isAlnum(str.at(i))) {
		i++
	}
	name := str.take(i)
	*str = str.sub(i)
	return varProps{name: name, pseudo: pseudo}, nil
}

func (p *exprParser) parseNumericVariableDefinition(expr *sref, format exprFormat) (*numericVariable, error) {
	vp, err := parseVariable(expr)
	if err != nil {
		return nil, err
	}
	name := vp.name.str()
	if vp.pseudo {
		return nil, newDiagRef(vp.name, "definition of pseudo numeric variable unsupported")
	}
	if p.ctx.definedVars[name] {
		return nil, newDiagRef(vp.name, "string variable with name '"+name+"' already exists")
	}
	*expr = expr.ltrim(spaceChars)
	if !expr.empty() {
		return nil, newDiagRef(*expr, "unexpected characters after numeric variable name")
	}
	if v, ok := p.ctx.globalNumVars[name]; ok {
		if !v.format.same(format) {
			return nil, newDiagRef(*expr, "format different from previous variable definition")
		}
		return v, nil
	}
	return &numericVariable{name: name, format: format, defLine: p.lineNumber}, nil
}

func (p *exprParser) parseNumericVariableUse(name sref, pseudo bool) (exprAST, error) {
	n := name.str()
	if pseudo && n != "@LINE" {
		return nil, newDiagRef(name, "invalid pseudo numeric variable '"+n+"'")
	}
	v, ok := p.ctx.globalNumVars[n]
	if !ok {
		v = &numericVariable{name: n, format: exprFormat{kind: fmtUnsigned}}
		p.ctx.globalNumVars[n] = v
	}
	if v.defLine != 0 && p.lineNumber != 0 && v.defLine == p.lineNumber {
		return nil, newDiagRef(name, "numeric variable '"+n+"' defined earlier in the same CHECK directive")
	}
	return &exprVarUse{str: name, v: v}, nil
}

func (p *exprParser) parseNumericOperand(expr *sref, ao allowedOperand, maybeInvalidConstraint bool) (exprAST, error) {
	if expr.startsWith("(") {
		if ao != operandAny {
			return nil, newDiagRef(*expr, "parenthesized expression not permitted here")
		}
		return p.parseParenExpr(expr)
	}
	if ao == operandLineVar || ao == operandAny {
		save := *expr
		vp, err := parseVariable(expr)
		if err == nil {
			if expr.ltrim(spaceChars).startsWith("(") {
				if ao != operandAny {
					return nil, newDiagRef(vp.name, "unexpected function call")
				}
				return p.parseCallExpr(expr, vp.name)
			}
			return p.parseNumericVariableUse(vp.name, vp.pseudo)
		}
		if ao == operandLineVar {
			return nil, err
		}
		*expr = save
	}
	save := *expr
	neg := expr.consume("-")
	radix := 0
	if ao == operandLegacyLiteral {
		radix = 10
	}
	if v, ok := consumeUnsigned(expr, radix); ok {
		if neg {
			v.Neg(v)
		}
		return &exprLiteral{str: save.dropBack(expr.len()), val: v}, nil
	}
	*expr = save
	msg := "invalid "
	if maybeInvalidConstraint {
		msg += "matching constraint or "
	}
	return nil, newDiagRef(save, msg+"operand format")
}

func (p *exprParser) parseParenExpr(expr *sref) (exprAST, error) {
	*expr = expr.ltrim(spaceChars)
	expr.consume("(")
	*expr = expr.ltrim(spaceChars)
	if expr.empty() {
		return nil, newDiagRef(*expr, "missing operand in expression")
	}
	sub, err := p.parseNumericOperand(expr, operandAny, false)
	*expr = expr.ltrim(spaceChars)
	for err == nil && !expr.empty() && !expr.startsWith(")") {
		orig := *expr
		sub, err = p.parseBinop(orig, expr, sub, false)
		*expr = expr.ltrim(spaceChars)
	}
	if err != nil {
		return nil, err
	}
	if !expr.consume(")") {
		return nil, newDiagRef(*expr, "missing ')' at end of nested expression")
	}
	return sub, nil
}

func (p *exprParser) parseBinop(whole sref, rem *sref, left exprAST, legacy bool) (exprAST, error) {
	*rem = rem.ltrim(spaceChars)
	if rem.empty() {
		return left, nil
	}
	opLoc := rem.loc()
	op := rem.front()
	*rem = rem.sub(1)
	var fn binopFunc
	switch op {
	case '+':
		fn = exprAdd
	case '-':
		fn = exprSub
	default:
		return nil, newDiagLoc(opLoc, "unsupported operation '"+string(op)+"'")
	}
	*rem = rem.ltrim(spaceChars)
	if rem.empty() {
		return nil, newDiagRef(*rem, "missing operand in expression")
	}
	ao := operandAny
	if legacy {
		ao = operandLegacyLiteral
	}
	right, err := p.parseNumericOperand(rem, ao, false)
	if err != nil {
		return nil, err
	}
	str := whole.dropBack(rem.len())
	return &exprBinop{str: str, fn: fn, left: left, right: right}, nil
}

func (p *exprParser) parseCallExpr(expr *sref, fname sref) (exprAST, error) {
	*expr = expr.ltrim(spaceChars)
	fn, ok := builtinFuncs[fname.str()]
	if !ok {
		return nil, newDiagRef(fname, "call to undefined function '"+fname.str()+"'")
	}
	expr.consume("(")
	*expr = expr.ltrim(spaceChars)
	var args []exprAST
	for !expr.empty() && !expr.startsWith(")") {
		if expr.startsWith(",") {
			return nil, newDiagRef(*expr, "missing argument")
		}
		outer := *expr
		arg, err := p.parseNumericOperand(expr, operandAny, false)
		for err == nil && !expr.empty() {
			*expr = expr.ltrim(spaceChars)
			if expr.startsWith(",") || expr.startsWith(")") {
				break
			}
			arg, err = p.parseBinop(outer, expr, arg, false)
		}
		if err != nil {
			return nil, err
		}
		args = append(args, arg)
		*expr = expr.ltrim(spaceChars)
		if !expr.consume(",") {
			break
		}
		*expr = expr.ltrim(spaceChars)
		if expr.startsWith(")") {
			return nil, newDiagRef(*expr, "missing argument")
		}
	}
	if !expr.consume(")") {
		return nil, newDiagRef(*expr, "missing ')' at end of call expression")
	}
	if len(args) == 2 {
		return &exprBinop{str: *expr, fn: fn, left: args[0], right: args[1]}, nil
	}
	return nil, newDiagRef(fname, "function '"+fname.str()+"' takes 2 arguments but "+strconv.Itoa(len(args))+" given")
}

// parseNumericSubstitutionBlock parses the inside of [[#...]]. It returns
// the expression and the variable it defines, if any.
func (p *exprParser) parseNumericSubstitutionBlock(expr sref, legacy bool) (*expression, *numericVariable, error) {
	var ast exprAST
	var defExpr sref
	explicit := exprFormat{}
	precision := 0
	fmtEnd := expr.findByte(',')
	funcStart := expr.findByte('(')
	if fmtEnd >= 0 && (funcStart < 0 || fmtEnd < funcStart) {
		fe := expr.take(fmtEnd)
		expr = expr.sub(fmtEnd + 1)
		fe = fe.trim(spaceChars)
		if !fe.consume("%") {
			return nil, nil, newDiagRef(fe, "invalid matching format specification in expression")
		}
		altLoc := fe.loc()
		alt := fe.consume("#")
		if fe.consume(".") {
			v, ok := consumeSmallUnsigned(&fe)
			if !ok {
				return nil, nil, newDiagRef(fe, "invalid precision in format specifier")
			}
			precision = v
		}
		if !fe.empty() {
			fl := fe.loc()
			c := fe.front()
			fe = fe.sub(1)
			switch c {
			case 'u':
				explicit = exprFormat{kind: fmtUnsigned, precision: precision}
			case 'd':
				explicit = exprFormat{kind: fmtSigned, precision: precision}
			case 'x':
				explicit = exprFormat{kind: fmtHexLower, precision: precision, alt: alt}
			case 'X':
				explicit = exprFormat{kind: fmtHexUpper, precision: precision, alt: alt}
			default:
				return nil, nil, newDiagLoc(fl, "invalid format specifier in expression")
			}
		}
		if alt && explicit.kind != fmtHexLower && explicit.kind != fmtHexUpper {
			return nil, nil, newDiagLoc(altLoc, "alternate form only supported for hex values")
		}
		fe = fe.ltrim(spaceChars)
		if !fe.empty() {
			return nil, nil, newDiagRef(fe, "invalid matching format specification in expression")
		}
	}
	defEnd := expr.findByte(':')
	if defEnd >= 0 {
		defExpr = expr.take(defEnd)
		expr = expr.sub(defEnd + 1)
	}
	expr = expr.ltrim(spaceChars)
	hasConstraint := expr.consume("==")
	expr = expr.ltrim(spaceChars)
	if expr.empty() {
		if hasConstraint {
			return nil, nil, newDiagRef(expr, "empty numeric expression should not have a constraint")
		}
	} else {
		expr = expr.rtrim(spaceChars)
		outer := expr
		ao := operandAny
		if legacy {
			ao = operandLineVar
		}
		res, err := p.parseNumericOperand(&expr, ao, !hasConstraint)
		for err == nil && !expr.empty() {
			res, err = p.parseBinop(outer, &expr, res, legacy)
			if err == nil && legacy && !expr.empty() {
				return nil, nil, newDiagRef(expr, "unexpected characters at end of expression '"+expr.str()+"'")
			}
		}
		if err != nil {
			return nil, nil, err
		}
		ast = res
	}
	var format exprFormat
	if explicit.kind != fmtNone {
		format = explicit
	} else if ast != nil {
		f, err := ast.implicitFormat()
		if err != nil {
			return nil, nil, err
		}
		format = f
	}
	if format.kind == fmtNone {
		format = exprFormat{kind: fmtUnsigned, precision: precision}
	}
	e := &expression{ast: ast, format: format}
	if defEnd >= 0 {
		defExpr = defExpr.ltrim(spaceChars)
		v, err := p.parseNumericVariableDefinition(&defExpr, format)
		if err != nil {
			return nil, nil, err
		}
		return e, v, nil
	}
	return e, nil, nil
}

package nvptx

// OpaquePointers exposes the opaque-pointer rewrite to the external tests.
var OpaquePointers = opaquePointers

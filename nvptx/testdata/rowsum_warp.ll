target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @rowsum_warp(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %out, i64 %S0, i64 %S1) {
entry:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = and i64 %1, 31
	%3 = lshr i64 %1, 5
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%5 = zext i32 %4 to i64
	%6 = mul i64 %5, 4
	%7 = add i64 %6, %3
	%8 = icmp sge i64 %7, %S0
	br i1 %8, label %exit1, label %cont2

exit1:
	ret void

cont2:
	br label %phase0..header3

phase0..header3:
	%9 = phi i64 [ %2, %cont2 ], [ %17, %phase0..body4 ]
	%10 = phi float [ 0.0, %cont2 ], [ %16, %phase0..body4 ]
	%11 = icmp slt i64 %9, %S1
	br i1 %11, label %phase0..body4, label %phase0..exit5

phase0..body4:
	%12 = mul i64 %7, %S1
	%13 = add i64 %12, %9
	%14 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %13
	%15 = load float, ptr addrspace(1) %14, align 4
	%16 = fadd float %10, %15
	%17 = add i64 %9, 32
	br label %phase0..header3

phase0..exit5:
	%18 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %10, i32 16, i32 31)
	%19 = fadd float %10, %18
	%20 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 8, i32 31)
	%21 = fadd float %19, %20
	%22 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 4, i32 31)
	%23 = fadd float %21, %22
	%24 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 2, i32 31)
	%25 = fadd float %23, %24
	%26 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 1, i32 31)
	%27 = fadd float %25, %26
	%28 = icmp eq i64 %2, 0
	br i1 %28, label %epilogue.then6, label %epilogue.end7

epilogue.then6:
	%29 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %7
	store float %27, ptr addrspace(1) %29, align 4
	br label %epilogue.end7

epilogue.end7:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

!nvvm.annotations = !{!0}

!0 = !{ptr @rowsum_warp, !"kernel", i32 1}

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
	%9 = mul i64 32, 3
	%10 = sub i64 %S1, %9
	%11 = mul i64 32, 4
	br label %phase0.x4.header3

phase0.x4.header3:
	%12 = phi i64 [ %2, %cont2 ], [ %41, %phase0.x4.body4 ]
	%13 = phi float [ 0.0, %cont2 ], [ %40, %phase0.x4.body4 ]
	%14 = icmp slt i64 %12, %10
	br i1 %14, label %phase0.x4.body4, label %phase0.x4.exit5

phase0.x4.body4:
	%15 = mul i64 32, 1
	%16 = add i64 %12, %15
	%17 = mul i64 32, 2
	%18 = add i64 %12, %17
	%19 = mul i64 32, 3
	%20 = add i64 %12, %19
	%21 = mul i64 %7, %S1
	%22 = add i64 %21, %12
	%23 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %22
	%24 = load float, ptr addrspace(1) %23, align 4
	%25 = mul i64 %7, %S1
	%26 = add i64 %25, %16
	%27 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %26
	%28 = load float, ptr addrspace(1) %27, align 4
	%29 = mul i64 %7, %S1
	%30 = add i64 %29, %18
	%31 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %30
	%32 = load float, ptr addrspace(1) %31, align 4
	%33 = mul i64 %7, %S1
	%34 = add i64 %33, %20
	%35 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %34
	%36 = load float, ptr addrspace(1) %35, align 4
	%37 = fadd float %13, %24
	%38 = fadd float %37, %28
	%39 = fadd float %38, %32
	%40 = fadd float %39, %36
	%41 = add i64 %12, %11
	br label %phase0.x4.header3

phase0.x4.exit5:
	br label %phase0..header6

phase0..header6:
	%42 = phi i64 [ %12, %phase0.x4.exit5 ], [ %50, %phase0..body7 ]
	%43 = phi float [ %13, %phase0.x4.exit5 ], [ %49, %phase0..body7 ]
	%44 = icmp slt i64 %42, %S1
	br i1 %44, label %phase0..body7, label %phase0..exit8

phase0..body7:
	%45 = mul i64 %7, %S1
	%46 = add i64 %45, %42
	%47 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %46
	%48 = load float, ptr addrspace(1) %47, align 4
	%49 = fadd float %43, %48
	%50 = add i64 %42, 32
	br label %phase0..header6

phase0..exit8:
	%51 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 16, i32 31)
	%52 = fadd float %43, %51
	%53 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 8, i32 31)
	%54 = fadd float %52, %53
	%55 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 4, i32 31)
	%56 = fadd float %54, %55
	%57 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 2, i32 31)
	%58 = fadd float %56, %57
	%59 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 1, i32 31)
	%60 = fadd float %58, %59
	%61 = icmp eq i64 %2, 0
	br i1 %61, label %epilogue.then9, label %epilogue.end10

epilogue.then9:
	%62 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %7
	store float %60, ptr addrspace(1) %62, align 4
	br label %epilogue.end10

epilogue.end10:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

!nvvm.annotations = !{!0}

!0 = !{ptr @rowsum_warp, !"kernel", i32 1}

# target powerpc64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	li      r5,0
	li      r6,1
.L0:
	lwarx   r4,0,r3,1
	cmpw    r4,r5
	bne-    .L1
	stwcx.  r6,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r4,0
	beqlr
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
	lwz     r5,0(r3)
	andi.   r4,r5,9
	li      r4,0
	beq     .L1
.L0:
	mr      r3,r4
	blr
.L1:
	cmplwi  r5,0
	bne     .L4
	li      r4,0
	li      r6,1
.L2:
	lwarx   r5,0,r3,1
	cmpw    r5,r4
	bne-    .L3
	stwcx.  r6,0,r3
	bne-    .L2
	isync
.L3:
	cmplwi  r5,0
	li      r4,1
	beq     .L0
.L4:
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	clrldi  r4,r5,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow>
	nop
	mr      r4,r3
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	mr      r3,r4
	blr

== hintlock_probe_unlock
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_unlock_fair
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	lwz     r4,0(r3)
	cmplwi  r4,31
	bgt     .L1
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	bne     .L2
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L1:
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L2:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	andi.   r5,r4,25
	mcrf    cr1,cr0
	nop
	nop
.L0:
	andi.   r5,r4,25
	bne     .L3
	ori     r5,r4,1
.L1:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r6,r4
	mr      r4,r6
	beqlr
	b       .L0
.L3:
	andi.   r4,r4,1
	crnand  4*cr5+lt,4*cr1+eq,gt
	li      r4,0
	blt     cr5,.L4
	li      r4,1
.L4:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow
	mflr    r0
	stdu    r1,-128(r1)
	std     r0,144(r1)
	li      r5,-26
	li      r6,1
	std     r30,112(r1)
	nop
	nop
.L0:
	andi.   r30,r4,9
	bne     .L3
	and     r8,r4,r5
	mr      r7,r4
	rlwimi  r8,r6,0,31,31
.L1:
	lwarx   r4,0,r3,1
	cmpw    r4,r7
	bne-    .L2
	stwcx.  r8,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r4,r7
	bne     .L0
	andi.   r4,r7,16
	bne     .L6
.L3:
	cmpwi   r30,0
	li      r3,1
	beq     .L5
.L4:
	li      r3,0
.L5:
	ld      r30,112(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	blr
.L6:
	bl      <hintlock::spin::policy::try_taken>
	nop
	cmpwi   r30,0
	li      r3,1
	bne     .L4
	b       .L5

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	mflr    r0
	stdu    r1,-144(r1)
	std     r0,160(r1)
	andi.   r5,r4,16
	std     r29,120(r1)
	std     r30,128(r1)
	bne     .L5
	andi.   r5,r4,8
	li      r6,2
	bne     .L3
	nop
	nop
.L0:
	andi.   r5,r4,10
	cmplwi  cr1,r4,32
	crorc   4*cr5+lt,4*cr1+lt,eq
	blt     cr5,.L4
	lwarx   r5,0,r3
	cmplw   r5,r4
	bne-    .L1
	ori     r4,r4,2
	crset   4*cr5+lt
	stwcx.  r4,0,r3
	bne-    .L1
	mr      r4,r5
	bge     cr5,.L0
	b       .L2
.L1:
	mr      r4,r5
	b       .L0
.L2:
	li      r6,1
.L3:
	li      r4,1
	li      r5,128
	mr      r30,r3
	bl      <hintlock::futex::linux::wake>
	nop
	nop
	nop
	addi    r3,r13,-28584
	std     r30,0(r3)
.L4:
	ld      r30,128(r1)
	ld      r29,120(r1)
	addi    r1,r1,144
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	mr      r30,r3
	mr      r29,r4
	bl      <hintlock::spin::policy::released>
	nop
	mr      r4,r29
	mr      r3,r30
	andi.   r5,r4,8
	li      r6,2
	beq     .L0
	b       .L3

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	mflr    r0
	stdu    r1,-128(r1)
	std     r0,144(r1)
	std     r30,112(r1)
.L0:
	srwi    r5,r4,3
	cmplwi  cr1,r4,32
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	blt     cr5,.L3
	ori     r5,r4,4
	lwsync
.L1:
	lwarx   r6,0,r3
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
.L2:
	cmplw   r6,r4
	mr      r4,r6
	bne     .L0
	li      r4,1
	li      r5,128
	li      r6,1
	mr      r30,r3
	bl      <hintlock::futex::linux::wake>
	nop
	nop
	nop
	addi    r3,r13,-28584
	std     r30,0(r3)
	b       .L5
.L3:
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	bne     .L6
.L5:
	ld      r30,112(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	blr
.L6:
	addi    r4,r4,-1
	ld      r30,112(r1)
	clrldi  r4,r4,32
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-464(r1)
	std     r0,480(r1)
	andi.   r4,r4,1
	std     r30,448(r1)
	mr      r30,r3
	crmove  4*cr2+lt,gt
	lis     r3,15258
	lis     r4,-25033
	std     r29,440(r1)
	ori     r3,r3,51712
	ori     r4,r4,31161
	stw     r3,184(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	rldic   r3,r4,32,0
	oris    r3,r3,32586
	ori     r29,r3,31765
	nop
	nop
	std     r27,424(r1)
	li      r27,0
	addi    r3,r13,-28584
	nop
	ld      r4,0(r3)
	std     r27,0(r3)
	xor     r3,r4,r30
	cntlzd  r3,r3
	rldicl  r3,r3,58,63
	std     r14,320(r1)
	std     r15,328(r1)
	std     r16,336(r1)
	std     r17,344(r1)
	std     r18,352(r1)
	std     r19,360(r1)
	std     r20,368(r1)
	std     r21,376(r1)
	std     r22,384(r1)
	std     r23,392(r1)
	std     r24,400(r1)
	std     r25,408(r1)
	std     r26,416(r1)
	std     r28,432(r1)
	mulld   r28,r30,r29
	std     r31,456(r1)
	std     r27,256(r1)
	stw     r27,168(r1)
	stw     r27,264(r1)
	std     r27,224(r1)
	std     r27,232(r1)
	std     r27,240(r1)
	stw     r27,275(r1)
	sth     r27,279(r1)
	std     r27,268(r1)
	std     r27,248(r1)
	stb     r3,277(r1)
	lwz     r21,0(r30)
	bge     cr2,.L2
	cmplwi  cr1,r21,31
	crclr   eq
	bgt     cr1,.L0
	nop
	rotldi  r4,r28,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	ldx     r3,r3,r4
	andi.   r3,r3,17
.L0:
	li      r3,1
	stb     r3,274(r1)
	li      r3,1
	beq     .L1
	li      r3,0
.L1:
	stb     r3,280(r1)
.L2:
	andi.   r3,r21,16
	nop
	mcrf    cr3,cr0
	nop
	addi    r3,r13,-28568
	nop
	ld      r4,0(r3)
	cmpd    r4,r30
	ld      r29,8(r3)
	crorc   4*cr5+lt,4*cr3+eq,eq
	std     r27,0(r3)
	std     r27,8(r3)
	blt     cr5,.L13
	addi    r4,r1,304
	li      r3,1
	bl      <00000095.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L128
	addi    r4,r1,304
	li      r3,1
	ld      r26,304(r1)
	ld      r27,312(r1)
	bl      <00000095.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L129
	ld      r5,304(r1)
	lis     r3,15258
	sradi   r4,r26,63
	ori     r3,r3,51712
	andc    r4,r26,r4
	sradi   r6,r5,63
	mulld   r4,r4,r3
	andc    r5,r5,r6
	ld      r6,312(r1)
	mulld   r5,r5,r3
	sradi   r3,r27,63
	andc    r3,r27,r3
	add     r3,r4,r3
	sradi   r4,r6,63
	andc    r4,r6,r4
	add     r4,r5,r4
	subfc   r5,r3,r4
	li      r4,0
	addze.  r6,r4
	beq     .L3
	mr      r4,r5
.L3:
	nop
	addi    r5,r2,-32496
	ld      r6,0(r5)
	cmpld   r4,r6
	bge     .L5
.L4:
	ldarx   r6,0,r5
	cmpld   r6,r4
	blt     .L5
	stdcx.  r4,0,r5
	bne-    .L4
.L5:
	nop
	ld      r7,0(r5)
	clrldi  r8,r29,5
	addi    r5,r2,-29888
	rotldi  r4,r28,6
	rldic   r6,r4,6,52
	ldx     r4,r5,r6
	srdi    r9,r4,5
	cmpld   r8,r9
	blt     .L13
	subfc   r10,r29,r3
	li      r8,0
	addze.  r9,r8
	li      r9,0
	bne     .L8
	subfc   r10,r7,r9
	addze.  r11,r8
	bne     .L9
.L6:
	cmpdi   r7,-1
	bne     .L10
.L7:
	cmpldi  r9,60
	add     r5,r5,r6
	li      r6,1
	bge     .L11
	b       .L12
.L8:
	mr      r9,r10
	subfc   r10,r7,r9
	addze.  r11,r8
	beq     .L6
.L9:
	mr      r8,r10
	cmpdi   r7,-1
	beq     .L7
.L10:
	mr      r9,r8
	cmpldi  r9,60
	add     r5,r5,r6
	li      r6,1
	blt     .L12
.L11:
	andi.   r6,r4,2
	li      r6,2
	bne     .L12
	clrldi  r6,r4,63
	ori     r6,r6,2
.L12:
	andi.   r4,r4,28
	rldimi  r4,r6,0,62
	rldimi  r4,r3,5,0
	std     r4,0(r5)
.L13:
	andi.   r3,r21,1
	crandc  4*cr5+lt,gt,4*cr2+lt
	bge     cr5,.L15
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	ble     .L15
	nop
	rotldi  r4,r28,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	ldx     r3,r3,r4
	andi.   r3,r3,17
	bne     .L15
	li      r3,0
	mr      r1,r1
	nop
	nop
	nop
	nop
	nop
.L14:
	lwz     r21,0(r30)
	cmplwi  cr1,r3,2
	addi    r3,r3,1
	andi.   r4,r21,1
	crand   4*cr5+lt,gt,4*cr1+lt
	blt     cr5,.L14
	mr      r2,r2
.L15:
	lis     r3,15258
	addi    r25,r1,168
	crclr   4*cr2+eq
	ori     r18,r3,51712
	addi    r3,r1,224
	std     r3,136(r1)
	nop
	nop
	li      r15,1
	li      r14,0
	crclr   4*cr2+so
	addi    r3,r13,-28552
	nop
	mr      r29,r3
	nop
	rotldi  r4,r28,6
	addi    r3,r2,-29888
	rldic   r4,r4,6,52
	mr      r22,r18
	crclr   4*cr4+lt
	add     r28,r3,r4
	nop
	nop
	addi    r3,r13,-28672
	nop
	std     r3,160(r1)
	nop
	nop
	addi    r3,r13,-28576
	nop
	mr      r26,r3
	lis     r3,15258
	lis     r5,76
	lis     r6,762
	ori     r24,r3,51712
	ori     r3,r5,19263
	std     r3,152(r1)
	lis     r4,-25033
	lis     r7,7
	ori     r3,r6,61568
	li      r8,-19
	std     r3,128(r1)
	ori     r23,r4,31161
	ori     r3,r7,41248
	stw     r3,148(r1)
.L16:
	cmpw    cr3,r22,r18
.L17:
	li      r16,-25
	beq     cr2,.L18
	li      r16,-17
.L18:
	li      r31,-31
	beq     cr2,.L19
	li      r31,-23
.L19:
	and     r17,r16,r8
	mr      r20,r21
	crclr   4*cr3+lt
.L20:
	bne     cr2,.L41
.L21:
	andi.   r3,r20,1
	bgt     .L34
	bge     cr4,.L28
	nop
	nop
	nop
	nop
	nop
	nop
.L22:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L23
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L23:
	addi    r3,r20,-31
	and     r3,r3,r17
.L24:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L25
	stwcx.  r3,0,r30
	bne-    .L24
	isync
.L25:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L27
.L26:
	cmpw    r19,r20
	beq     .L122
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L22
	b       .L35
.L27:
	mr      r3,r25
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L26
	nop
.L28:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L29
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L29:
	ori     r3,r20,1
	and     r3,r3,r16
.L30:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L31
	stwcx.  r3,0,r30
	bne-    .L30
	isync
.L31:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L33
.L32:
	cmpw    r19,r20
	beq     .L122
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L28
	b       .L35
.L33:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L32
	nop
.L34:
	mr      r19,r20
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L38
	b       .L61
	nop
	nop
.L35:
	cmplwi  cr1,r19,31
	crclr   eq
	bgt     cr1,.L36
	ld      r3,0(r28)
	andi.   r3,r3,17
.L36:
	li      r3,1
	stb     r15,274(r1)
	beq     .L37
	li      r3,0
.L37:
	stb     r3,280(r1)
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L61
.L38:
	rlwinm  r3,r19,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r31
.L39:
	lwarx   r20,0,r30,1
	cmpw    r20,r19
	bne-    .L40
	stwcx.  r3,0,r30
	bne-    .L39
	isync
.L40:
	cmplw   r20,r19
	bne     .L21
	b       .L122
	nop
.L41:
	andi.   r3,r20,1
	bgt     .L54
	bge     cr4,.L48
	nop
.L42:
	andi.   r3,r20,8
	bne     .L54
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L43
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L43:
	addi    r3,r20,-31
	and     r3,r3,r17
.L44:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L45
	stwcx.  r3,0,r30
	bne-    .L44
	isync
.L45:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L47
.L46:
	cmpw    r19,r20
	beq     .L122
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L42
	b       .L58
.L47:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L46
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L48:
	andi.   r3,r20,8
	bne     .L54
	lbz     r3,275(r1)
	andi.   r3,r3,1
	stb     r15,273(r1)
	stw     r14,264(r1)
	stb     r14,275(r1)
	ble     .L49
	stb     r14,276(r1)
	stb     r14,278(r1)
	std     r14,0(r29)
	stw     r14,8(r29)
.L49:
	ori     r3,r20,1
	and     r3,r3,r16
.L50:
	lwarx   r19,0,r30,1
	cmpw    r19,r20
	bne-    .L51
	stwcx.  r3,0,r30
	bne-    .L50
	isync
.L51:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L53
.L52:
	cmpw    r19,r20
	beq     .L122
	andi.   r3,r19,1
	mr      r20,r19
	ble     .L48
	b       .L58
.L53:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	b       .L52
	nop
	nop
	nop
.L54:
	mr      r19,r20
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	bge     cr5,.L61
.L55:
	rlwinm  r3,r19,0,31,28
	crset   4*cr4+lt
	addi    r3,r3,-32
	and     r3,r3,r31
.L56:
	lwarx   r20,0,r30,1
	cmpw    r20,r19
	bne-    .L57
	stwcx.  r3,0,r30
	bne-    .L56
	isync
.L57:
	cmplw   r20,r19
	bne     .L41
	b       .L122
.L58:
	cmplwi  cr1,r19,31
	crclr   eq
	bgt     cr1,.L59
	ld      r3,0(r28)
	andi.   r3,r3,17
.L59:
	li      r3,1
	stb     r15,274(r1)
	beq     .L60
	li      r3,0
.L60:
	stb     r3,280(r1)
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,gt,4*cr4+lt
	blt     cr5,.L55
.L61:
	lwz     r27,256(r1)
	cmplwi  r27,0
	bne     .L62
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	ble     .L101
.L62:
	lwz     r3,264(r1)
	addi    r4,r3,1
	addi    r3,r27,1
	stw     r3,256(r1)
	cmplwi  r4,0
	li      r27,-1
	beq     .L63
	mr      r27,r4
.L63:
	lbz     r4,278(r1)
	andi.   r4,r4,1
	stw     r27,264(r1)
	bgt     .L101
	lwz     r4,168(r1)
	cmplwi  r4,0
	beq     .L64
	cmplwi  r4,1
	bne     .L65
	lbz     r3,279(r1)
	andi.   r3,r3,1
	bgt     .L101
	lbz     r4,280(r1)
	lwz     r3,268(r1)
	andi.   r4,r4,1
	cmplwi  cr1,r3,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L66
	addi    r3,r3,1
	stb     r14,274(r1)
	stb     r14,280(r1)
	stw     r18,184(r1)
	stw     r18,200(r1)
	stw     r3,268(r1)
	stw     r14,168(r1)
	b       .L74
.L64:
	lbz     r4,274(r1)
	lbz     r5,272(r1)
	andi.   r4,r4,1
	crmove  4*cr2+gt,gt
	andi.   r4,r5,1
	crmove  4*cr2+lt,gt
	cror    4*cr5+lt,4*cr2+gt,gt
	andi.   r3,r3,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L74
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,184(r1)
	mr      r20,r3
	mr      r21,r4
	cmplw   r5,r18
	std     r3,288(r1)
	stw     r21,296(r1)
	bne     .L67
	mr      r5,r21
	mr      r4,r20
	std     r20,176(r1)
	stw     r21,184(r1)
	b       .L68
.L65:
	lwz     r3,172(r1)
	cmplwi  r3,3
	bge     .L101
	li      r4,2
	addi    r3,r3,1
	stw     r4,168(r1)
	stw     r3,172(r1)
	b       .L74
.L66:
	rldic   r3,r15,33,30
	ori     r3,r3,1
	std     r3,168(r1)
	b       .L74
.L67:
	ld      r4,176(r1)
.L68:
	lwz     r3,200(r1)
	cmplw   r3,r18
	bne     .L69
	mr      r3,r21
	std     r20,192(r1)
	stw     r21,200(r1)
.L69:
	lbz     r6,273(r1)
	andi.   r6,r6,1
	std     r20,208(r1)
	stw     r21,216(r1)
	stb     r14,273(r1)
	ble     .L70
	std     r20,192(r1)
	mr      r3,r21
	stw     r21,200(r1)
.L70:
	cmplwi  r27,7
	ble     .L71
	lbz     r6,276(r1)
	andi.   r6,r6,1
	bgt     .L100
	std     r4,120(r1)
	mr      r27,r5
	clrldi  r5,r3,32
	ld      r4,192(r1)
	addi    r3,r1,288
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r24
	clrldi  r4,r4,32
	mulhdu  r3,r3,r24
	addc    r4,r5,r4
	mr      r5,r27
	addze.  r3,r3
	cmpldi  cr1,r4,2000
	ld      r4,120(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L100
.L71:
	bgt     cr2,.L72
	clrldi  r5,r5,32
	addi    r3,r1,288
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r24
	clrldi  r4,r4,32
	mulhdu  r3,r3,r24
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L74
.L72:
	ld      r3,160(r1)
	lwz     r5,8(r3)
	ld      r4,0(r3)
	cmplw   r5,r18
	std     r20,304(r1)
	stw     r21,312(r1)
	beq     .L73
	addi    r3,r1,304
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	cmpldi  r3,0
	bne     .L73
	srwi    r3,r4,4
	cmplwi  r3,9375
	blt     .L101
.L73:
	stw     r15,168(r1)
.L74:
	blt     cr3,.L92
	mr      r1,r1
	ld      r21,0(r28)
	lwz     r3,0(r26)
	addi    r20,r3,1
	andi.   r4,r20,15
	stw     r20,0(r26)
	mcrf    cr1,cr0
	mullw   r3,r20,r23
	xor     r3,r3,r25
	stw     r4,120(r1)
	srdi    r4,r21,4
	andi.   r4,r4,1
	ori     r3,r3,1
	crand   4*cr5+lt,gt,4*cr1+eq
	stw     r3,260(r1)
	blt     cr5,.L114
.L75:
	andi.   r3,r21,17
	beq     .L83
	ld      r27,16(r28)
	cmpldi  r27,0
	beq     .L77
	bl      <hintlock::spin::policy::now_ns>
	nop
	subfc   r4,r27,r3
	li      r3,0
	addze.  r5,r3
	bne     .L78
	ld      r4,152(r1)
	cmpld   cr1,r3,r4
	li      r3,1
	ble     cr1,.L79
.L76:
	andi.   r4,r21,1
	stb     r3,272(r1)
	crandc  4*cr5+lt,4*cr1+gt,gt
	blt     cr5,.L80
	b       .L86
.L77:
	andi.   r3,r21,1
	stb     r15,272(r1)
	ble     .L80
	std     r30,224(r1)
	b       .L88
.L78:
	mr      r3,r4
	ld      r4,152(r1)
	cmpld   cr1,r3,r4
	li      r3,1
	bgt     cr1,.L76
.L79:
	li      r3,0
	andi.   r4,r21,1
	stb     r3,272(r1)
	crandc  4*cr5+lt,4*cr1+gt,gt
	bge     cr5,.L86
.L80:
	srwi    r3,r19,5
.L81:
	li      r6,24
	ldarx   r4,r28,r6
	addi    r5,r4,1
	stdcx.  r5,r28,r6
	bne-    .L81
	addi    r4,r4,1
	std     r28,248(r1)
	addc    r3,r4,r3
	addze.  r4,r14
	li      r4,-1
	bne     .L82
	mr      r4,r3
.L82:
	mr      r3,r30
	bl      <hintlock::spin::policy::loser_starts_waiting>
	nop
	andi.   r3,r3,1
	ble     .L87
.L83:
	stb     r14,272(r1)
	std     r30,224(r1)
.L84:
	ld      r3,0(r29)
	cmpld   r3,r30
	bne     .L89
	lbz     r3,277(r1)
	li      r5,15
	andi.   r4,r3,1
	lwz     r4,8(r29)
	addi    r4,r4,1
	stw     r4,8(r29)
	bgt     .L85
	li      r5,3
.L85:
	and     r4,r4,r5
	cntlzw  r3,r3
	stb     r15,275(r1)
	cntlzw  r4,r4
	srwi    r3,r3,5
	srwi    r4,r4,5
	xori    r3,r3,1
	xori    r4,r4,1
	and     r3,r3,r4
	stb     r4,276(r1)
	stb     r3,278(r1)
	b       .L89
.L86:
	std     r30,224(r1)
	ble     cr1,.L84
	b       .L88
.L87:
	lbz     r3,272(r1)
	andi.   r3,r3,1
	std     r30,224(r1)
	ble     .L84
.L88:
	bl      <<std::time::Instant>::now>
	nop
	std     r3,176(r1)
	stw     r4,184(r1)
	std     r3,192(r1)
	stw     r4,200(r1)
	std     r3,208(r1)
	stw     r4,216(r1)
.L89:
	lwz     r4,120(r1)
	rlwinm  r3,r19,0,27,27
	or.     r3,r4,r3
	bne     .L92
	mr      r3,r28
	mr      r4,r21
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r20,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L90
	std     r28,232(r1)
	b       .L91
.L90:
	bge     cr5,.L92
.L91:
	lwarx   r3,0,r30
	ori     r3,r3,16
	stwcx.  r3,0,r30
	bne-    .L91
.L92:
	lwz     r3,168(r1)
	cmplwi  r3,0
	beq     .L93
	cmplwi  r3,2
	bne     .L94
	li      r3,0
	li      r4,20000
	bl      <std::thread::functions::sleep>
	nop
	b       .L98
.L93:
	lwz     r3,260(r1)
	slwi    r4,r3,13
	xor     r3,r4,r3
	srwi    r4,r3,17
	xor     r3,r4,r3
	slwi    r4,r3,5
	xor     r3,r4,r3
	stw     r3,260(r1)
	b       .L98
.L94:
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,216(r1)
	cmplw   r5,r18
	bne     .L95
	stb     r14,279(r1)
	b       .L98
.L95:
	mr      r20,r4
	ld      r4,208(r1)
	mr      r21,r3
	std     r3,304(r1)
	stw     r20,312(r1)
	addi    r3,r1,304
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r24
	mulhdu  r6,r3,r24
	clrldi  r3,r4,32
	addc    r3,r5,r3
	addze.  r4,r6
	cmpldi  cr1,r4,0
	crnor   4*cr6+lt,eq,4*cr1+eq
	cmpldi  cr5,r3,999
	li      r4,0
	blt     cr6,.L96
	crand   4*cr5+lt,4*cr1+eq,4*cr5+gt
	bge     cr5,.L97
.L96:
	li      r4,1
.L97:
	cmpldi  cr1,r3,1000
	stb     r4,279(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L98
	ld      r3,160(r1)
	std     r21,0(r3)
	stw     r20,8(r3)
.L98:
	ld      r3,232(r1)
	cmpldi  r3,0
	bne     .L113
.L99:
	lwz     r20,0(r30)
	crset   4*cr3+lt
	b       .L20
.L100:
	lbz     r3,275(r1)
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+lt,gt
	blt     cr5,.L101
	ld      r3,224(r1)
	std     r3,0(r29)
	stw     r14,8(r29)
.L101:
	bge     cr3,.L102
	mr      r2,r2
.L102:
	rlwinm  r21,r19,0,31,29
	blt     cr4,.L103
	addi    r21,r21,32
.L103:
	srwi    r3,r19,3
	crclr   4*cr5+lt
	andi.   r3,r3,1
	cror    4*cr5+gt,4*cr2+eq,gt
	bgt     cr5,.L108
	beq     cr3,.L108
	ld      r3,112(r1)
	std     r3,304(r1)
	stw     r22,312(r1)
	addi    r3,r1,304
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L104
	ori     r21,r21,8
	crset   4*cr5+lt
	b       .L108
.L104:
	srwi    r3,r19,5
	cmplwi  r3,8
	mr      r5,r3
	bge     .L111
	cmplwi  r3,0
	lwz     r3,148(r1)
	bne     .L112
.L105:
	cmplw   r4,r3
	blt     .L107
.L106:
	ori     r21,r21,8
.L107:
	crnot   4*cr5+lt,lt
.L108:
	cmplw   r21,r19
	beq     .L117
.L109:
	lwarx   r20,0,r30
	cmplw   r20,r19
	bne-    .L116
	stwcx.  r21,0,r30
	crset   4*cr5+gt
	bne-    .L109
	bgt     cr5,.L117
.L110:
	crclr   4*cr3+lt
	b       .L20
.L111:
	li      r5,8
	cmplwi  r3,0
	lwz     r3,148(r1)
	beq     .L105
.L112:
	mulli   r3,r5,15625
	slwi    r3,r3,5
	cmplw   r4,r3
	bge     .L106
	b       .L107
.L113:
	addi    r3,r1,168
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	b       .L99
.L114:
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,8(r28)
	subfc   r4,r4,r3
	li      r3,0
	addze.  r5,r3
	beq     .L115
	mr      r3,r4
.L115:
	ld      r4,128(r1)
	cmpld   r3,r4
	blt     .L75
	rldicl  r3,r21,59,3
	rotldi  r21,r3,5
	std     r21,0(r28)
	b       .L75
.L116:
	b       .L110
.L117:
	andi.   r3,r21,4
	cror    4*cr2+eq,4*cr2+eq,4*cr5+lt
	li      r8,-19
	crset   4*cr4+lt
	bne     .L17
	bne     cr3,.L118
	bl      <<std::time::Instant>::now>
	nop
	std     r3,112(r1)
	mr      r22,r4
.L118:
	li      r8,2
	beq     cr2,.L119
	li      r8,1
.L119:
	clrldi  r4,r21,32
	mr      r3,r30
	mr      r6,r24
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	ld      r3,248(r1)
	cmpldi  r3,0
	beq     .L121
	addi    r4,r3,24
.L120:
	ldarx   r5,0,r4
	subf    r5,r15,r5
	stdcx.  r5,0,r4
	bne-    .L120
.L121:
	ld      r4,136(r1)
	cmpdi   r3,0
	crset   4*cr4+lt
	li      r8,-19
	stw     r14,168(r1)
	crorc   4*cr2+so,4*cr2+so,eq
	stw     r18,184(r1)
	stw     r18,200(r1)
	stw     r18,216(r1)
	std     r14,0(r4)
	std     r14,8(r4)
	std     r14,16(r4)
	std     r14,24(r4)
	std     r14,32(r4)
	std     r14,40(r4)
	std     r14,48(r4)
	stb     r14,56(r4)
	lwz     r21,0(r30)
	b       .L16
.L122:
	ld      r3,248(r1)
	cmpdi   r3,0
	crorc   4*cr5+lt,4*cr2+so,eq
	blt     cr5,.L127
.L123:
	bge     cr3,.L124
	mr      r2,r2
.L124:
	ld      r3,248(r1)
	cmpldi  r3,0
	beq     .L126
	addi    r3,r3,24
	li      r4,1
.L125:
	ldarx   r5,0,r3
	subf    r5,r4,r5
	stdcx.  r5,0,r3
	bne-    .L125
.L126:
	ld      r31,456(r1)
	ld      r30,448(r1)
	ld      r29,440(r1)
	ld      r28,432(r1)
	ld      r27,424(r1)
	ld      r26,416(r1)
	ld      r25,408(r1)
	ld      r24,400(r1)
	ld      r23,392(r1)
	ld      r22,384(r1)
	ld      r21,376(r1)
	ld      r20,368(r1)
	ld      r19,360(r1)
	ld      r18,352(r1)
	ld      r17,344(r1)
	ld      r16,336(r1)
	ld      r15,328(r1)
	ld      r14,320(r1)
	addi    r1,r1,464
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	mtocrf  8,r12
	blr
.L127:
	mr      r3,r30
	li      r4,1
	bl      <hintlock::spin::policy::wait_ended>
	nop
	b       .L123
.L128:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
	b       .L130
.L129:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
.L130:
	stw     r3,288(r1)
	addi    r5,r1,288
	addis   r3,r2,-5
	addis   r4,r2,-2
	addis   r7,r2,-2
	addi    r3,r3,30415
	addi    r6,r4,18928
	addi    r7,r7,18960
	li      r4,43
	bl      <core::result::unwrap_failed>
	nop
	trap
	b       .L131
	b       .L131
	b       .L131
	b       .L131
	b       .L131
	b       .L131
	b       .L131
.L131:
	ld      r4,248(r1)
	cmpldi  r4,0
	beq     .L133
	addi    r4,r4,24
	li      r5,1
.L132:
	ldarx   r6,0,r4
	subf    r6,r5,r6
	stdcx.  r6,0,r4
	bne-    .L132
.L133:
	bl      <00000095.plt_call._Unwind_Resume@@GCC_3.0>
	ld      r2,40(r1)

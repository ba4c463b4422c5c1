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
	crset   4*cr1+eq
	cmplwi  r4,0
	bne     .L6
.L2:
	li      r3,1
	beqlr   cr1
	li      r3,0
	blr
.L3:
	ori     r5,r4,1
.L4:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L5
	stwcx.  r5,0,r3
	bne-    .L4
	isync
.L5:
	cmplw   r6,r4
	mr      r4,r6
	beq     .L2
.L6:
	andi.   r5,r4,9
	beq     .L3
	cmpwi   cr1,r5,0
	b       .L2

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
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
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
	beqlr
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	.long   0x0
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>

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
	bl      <hintlock::futex::linux::wake>
	nop
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
	stdu    r1,-112(r1)
	std     r0,128(r1)
	nop
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
	bl      <hintlock::futex::linux::wake>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L3:
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	bne     .L5
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-448(r1)
	std     r0,464(r1)
	andi.   r4,r4,1
	std     r30,432(r1)
	mr      r30,r3
	lis     r3,15258
	std     r28,416(r1)
	li      r28,0
	ori     r3,r3,51712
	std     r14,304(r1)
	std     r15,312(r1)
	std     r16,320(r1)
	std     r17,328(r1)
	std     r18,336(r1)
	std     r19,344(r1)
	std     r20,352(r1)
	std     r21,360(r1)
	std     r22,368(r1)
	std     r23,376(r1)
	std     r24,384(r1)
	std     r25,392(r1)
	std     r26,400(r1)
	std     r27,408(r1)
	std     r29,424(r1)
	std     r31,440(r1)
	stw     r28,168(r1)
	std     r28,224(r1)
	std     r28,232(r1)
	std     r28,240(r1)
	std     r28,248(r1)
	std     r28,256(r1)
	sth     r28,264(r1)
	stw     r3,184(r1)
	stw     r3,200(r1)
	stw     r3,216(r1)
	ble     .L0
	li      r3,1
	stb     r3,262(r1)
.L0:
	lwz     r22,0(r30)
	srwi    r3,r22,4
	andi.   r3,r3,1
	nop
	crmove  4*cr2+lt,gt
	nop
	addi    r3,r13,-28616
	nop
	ld      r4,0(r3)
	cmpd    r4,r30
	ld      r29,8(r3)
	crand   4*cr5+lt,4*cr2+lt,eq
	std     r28,0(r3)
	std     r28,8(r3)
	bge     cr5,.L8
	addi    r4,r1,288
	li      r3,1
	bl      <0000008d.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L102
	addi    r4,r1,288
	li      r3,1
	ld      r27,288(r1)
	ld      r28,296(r1)
	bl      <0000008d.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L102
	ld      r5,288(r1)
	lis     r3,15258
	sradi   r4,r27,63
	ori     r3,r3,51712
	andc    r4,r27,r4
	sradi   r6,r5,63
	mulld   r4,r4,r3
	andc    r5,r5,r6
	ld      r6,296(r1)
	mulld   r5,r5,r3
	sradi   r3,r28,63
	andc    r3,r28,r3
	add     r3,r4,r3
	sradi   r4,r6,63
	andc    r4,r6,r4
	add     r4,r5,r4
	subfc   r4,r3,r4
	li      r5,0
	addze.  r6,r5
	beq     .L1
	mr      r5,r4
.L1:
	nop
	addi    r4,r2,-32496
	ld      r6,0(r4)
	cmpld   r5,r6
	bge     .L3
.L2:
	ldarx   r6,0,r4
	cmpld   r6,r5
	blt     .L3
	stdcx.  r5,0,r4
	bne-    .L2
.L3:
	subfc   r7,r29,r3
	li      r6,0
	addze.  r5,r6
	li      r5,0
	bne     .L100
	ld      r4,0(r4)
	subfc   r7,r4,r5
	addze.  r8,r6
	bne     .L101
.L4:
	cmpdi   r4,-1
	beq     .L6
.L5:
	mr      r5,r6
.L6:
	lis     r4,-25033
	cmpldi  r5,60
	nop
	addi    r6,r2,-29888
	ori     r4,r4,31161
	rldic   r4,r4,32,0
	oris    r4,r4,32586
	ori     r4,r4,31765
	mulld   r4,r30,r4
	rotldi  r5,r4,6
	rldic   r7,r5,6,52
	add     r5,r6,r7
	ldx     r6,r6,r7
	li      r7,1
	blt     .L7
	andi.   r7,r6,2
	li      r7,2
	bne     .L7
	clrldi  r7,r6,63
	ori     r7,r7,2
.L7:
	andi.   r6,r6,28
	srdi    r26,r4,58
	rldimi  r6,r7,0,62
	rldimi  r6,r3,5,0
	std     r6,0(r5)
	b       .L9
.L8:
	lis     r3,-25033
	ori     r3,r3,31161
	rldic   r3,r3,32,0
	oris    r3,r3,32586
	ori     r3,r3,31765
	mulld   r3,r30,r3
	srdi    r26,r3,58
.L9:
	lis     r3,15258
	addi    r27,r1,224
	crclr   4*cr2+eq
	ori     r29,r3,51712
	nop
	addi    r14,r1,168
	nop
	addi    r3,r13,-28600
	nop
	li      r17,1
	li      r16,0
	crclr   4*cr2+gt
	mr      r28,r3
	nop
	li      r20,2
	nop
	addi    r3,r13,-28672
	nop
	mr      r23,r29
	mr      r25,r3
	nop
	addi    r3,r2,-29888
	sldi    r4,r26,6
	add     r26,r3,r4
	nop
	nop
	addi    r3,r13,-28624
	nop
	lis     r4,15258
	lis     r5,-25033
	lis     r6,762
	lis     r7,7
	li      r8,-19
	ori     r15,r4,51712
	ori     r31,r5,31161
	ori     r6,r6,61568
	ori     r7,r7,41248
.L10:
	cmpw    cr3,r23,r29
.L11:
	li      r24,-25
	ble     cr2,.L94
	li      r21,-31
	bgt     cr2,.L13
.L12:
	li      r21,-23
.L13:
	and     r19,r24,r8
	mr      r4,r22
.L14:
	crclr   4*cr2+so
	mr      r18,r4
	ble     cr2,.L32
.L15:
	andi.   r4,r18,1
	bgt     .L29
	bne     cr2,.L22
	nop
	nop
	nop
.L16:
	lbz     r4,263(r1)
	andi.   r4,r4,1
	stb     r17,261(r1)
	stw     r16,256(r1)
	stb     r16,263(r1)
	ble     .L17
	stb     r16,264(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L17:
	addi    r4,r18,-31
	and     r4,r4,r19
.L18:
	lwarx   r22,0,r30,1
	cmpw    r22,r18
	bne-    .L19
	stwcx.  r4,0,r30
	bne-    .L18
	isync
.L19:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L21
	cmpw    r22,r18
	beq     .L98
.L20:
	andi.   r4,r22,1
	mr      r18,r22
	ble     .L16
	b       .L28
.L21:
	mr      r20,r3
	mr      r3,r14
	stw     r31,164(r1)
	std     r25,152(r1)
	mr      r25,r15
	mr      r15,r6
	std     r27,136(r1)
	mr      r27,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r7,r27
	mr      r6,r15
	ld      r27,136(r1)
	mr      r15,r25
	li      r8,-19
	ld      r25,152(r1)
	mr      r3,r20
	li      r20,2
	lwz     r31,164(r1)
	cmpw    r22,r18
	bne     .L20
	b       .L98
.L22:
	lbz     r4,263(r1)
	andi.   r4,r4,1
	stb     r17,261(r1)
	stw     r16,256(r1)
	stb     r16,263(r1)
	ble     .L23
	stb     r16,264(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L23:
	ori     r4,r18,1
	and     r4,r4,r24
.L24:
	lwarx   r22,0,r30,1
	cmpw    r22,r18
	bne-    .L25
	stwcx.  r4,0,r30
	bne-    .L24
	isync
.L25:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L27
	cmpw    r22,r18
	beq     .L98
.L26:
	andi.   r4,r22,1
	mr      r18,r22
	ble     .L22
	b       .L28
.L27:
	addi    r4,r1,168
	mr      r20,r3
	std     r14,144(r1)
	mr      r3,r4
	mr      r14,r15
	std     r25,152(r1)
	mr      r15,r6
	mr      r25,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r7,r25
	mr      r6,r15
	ld      r25,152(r1)
	mr      r15,r14
	mr      r3,r20
	ld      r14,144(r1)
	li      r20,2
	li      r8,-19
	cmpw    r22,r18
	bne     .L26
	b       .L98
	nop
.L28:
	mr      r18,r22
	stb     r17,262(r1)
.L29:
	srwi    r4,r18,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+eq
	bge     cr5,.L49
	rlwinm  r4,r18,0,31,28
	crset   4*cr2+eq
	addi    r4,r4,-32
	and     r4,r4,r21
.L30:
	lwarx   r5,0,r30,1
	cmpw    r5,r18
	bne-    .L31
	stwcx.  r4,0,r30
	bne-    .L30
	isync
.L31:
	cmplw   r5,r18
	mr      r18,r5
	bne     .L15
	b       .L98
.L32:
	andi.   r4,r18,1
	bgt     .L46
	bne     cr2,.L39
	nop
.L33:
	andi.   r4,r18,8
	bne     .L46
	lbz     r4,263(r1)
	andi.   r4,r4,1
	stb     r17,261(r1)
	stw     r16,256(r1)
	stb     r16,263(r1)
	ble     .L34
	stb     r16,264(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L34:
	addi    r4,r18,-31
	and     r4,r4,r19
.L35:
	lwarx   r22,0,r30,1
	cmpw    r22,r18
	bne-    .L36
	stwcx.  r4,0,r30
	bne-    .L35
	isync
.L36:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L38
	cmpw    r22,r18
	beq     .L98
.L37:
	andi.   r4,r22,1
	mr      r18,r22
	ble     .L33
	b       .L45
.L38:
	addi    r4,r1,168
	mr      r20,r3
	std     r14,144(r1)
	mr      r3,r4
	mr      r14,r15
	std     r25,152(r1)
	mr      r15,r6
	mr      r25,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r7,r25
	mr      r6,r15
	ld      r25,152(r1)
	mr      r15,r14
	mr      r3,r20
	ld      r14,144(r1)
	li      r20,2
	li      r8,-19
	cmpw    r22,r18
	bne     .L37
	b       .L98
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L39:
	andi.   r4,r18,8
	bne     .L46
	lbz     r4,263(r1)
	andi.   r4,r4,1
	stb     r17,261(r1)
	stw     r16,256(r1)
	stb     r16,263(r1)
	ble     .L40
	stb     r16,264(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L40:
	ori     r4,r18,1
	and     r4,r4,r24
.L41:
	lwarx   r22,0,r30,1
	cmpw    r22,r18
	bne-    .L42
	stwcx.  r4,0,r30
	bne-    .L41
	isync
.L42:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L44
	cmpw    r22,r18
	beq     .L98
.L43:
	andi.   r4,r22,1
	mr      r18,r22
	ble     .L39
	b       .L45
.L44:
	addi    r4,r1,168
	mr      r20,r3
	std     r14,144(r1)
	mr      r3,r4
	mr      r14,r26
	std     r25,152(r1)
	mr      r26,r6
	mr      r25,r7
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r7,r25
	mr      r6,r26
	ld      r25,152(r1)
	mr      r26,r14
	mr      r3,r20
	ld      r14,144(r1)
	li      r20,2
	li      r8,-19
	cmpw    r22,r18
	bne     .L43
	b       .L98
.L45:
	mr      r18,r22
	stb     r17,262(r1)
	nop
.L46:
	srwi    r4,r18,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+eq
	bge     cr5,.L49
	rlwinm  r4,r18,0,31,28
	crset   4*cr2+eq
	addi    r4,r4,-32
	and     r4,r4,r21
.L47:
	lwarx   r5,0,r30,1
	cmpw    r5,r18
	bne-    .L48
	stwcx.  r4,0,r30
	bne-    .L47
	isync
.L48:
	cmplw   r5,r18
	mr      r18,r5
	bne     .L32
	b       .L98
.L49:
	lwz     r22,248(r1)
	cmplwi  r22,0
	stw     r31,164(r1)
	bne     .L50
	mr      r31,r3
	mr      r20,r15
	std     r29,152(r1)
	mr      r15,r6
	mr      r29,r14
	mr      r14,r27
	mr      r27,r7
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	mr      r4,r3
	mr      r7,r27
	mr      r27,r14
	mr      r14,r29
	ld      r29,152(r1)
	cmpldi  r4,0
	li      r8,-19
	mr      r6,r15
	mr      r15,r20
	li      r20,2
	mr      r3,r31
	beq     .L81
.L50:
	lwz     r4,256(r1)
	li      r31,-1
	addi    r5,r4,1
	addi    r4,r22,1
	stw     r4,248(r1)
	cmplwi  r5,0
	beq     .L51
	mr      r31,r5
.L51:
	lwz     r5,168(r1)
	cmplwi  r5,0
	stw     r31,256(r1)
	beq     .L52
	cmplwi  r5,1
	bne     .L53
	lbz     r4,265(r1)
	andi.   r4,r4,1
	bgt     .L81
	rldic   r4,r17,33,30
	ori     r4,r4,1
	std     r4,168(r1)
	b       .L61
.L52:
	lbz     r5,262(r1)
	andi.   r5,r5,1
	crmove  4*cr2+lt,gt
	andi.   r4,r4,3
	cror    4*cr5+lt,eq,4*cr2+lt
	bge     cr5,.L61
	stw     r7,144(r1)
	std     r6,152(r1)
	std     r3,136(r1)
	bl      <<std::time::Instant>::now>
	nop
	lwz     r10,184(r1)
	mr      r9,r3
	mr      r22,r4
	cmplw   r10,r29
	std     r3,272(r1)
	stw     r22,280(r1)
	bne     .L54
	mr      r10,r22
	mr      r11,r9
	std     r9,176(r1)
	stw     r22,184(r1)
	b       .L55
.L53:
	lwz     r4,172(r1)
	cmplwi  r4,3
	bge     .L81
	addi    r4,r4,1
	stw     r20,168(r1)
	stw     r4,172(r1)
	b       .L61
.L54:
	ld      r11,176(r1)
.L55:
	lwz     r5,200(r1)
	li      r8,-19
	cmplw   r5,r29
	ld      r3,136(r1)
	ld      r6,152(r1)
	lwz     r7,144(r1)
	bne     .L56
	mr      r5,r22
	std     r9,192(r1)
	stw     r22,200(r1)
.L56:
	lbz     r4,261(r1)
	andi.   r4,r4,1
	std     r9,208(r1)
	stw     r22,216(r1)
	stb     r16,261(r1)
	ble     .L57
	std     r9,192(r1)
	mr      r5,r22
	stw     r22,200(r1)
.L57:
	cmplwi  r31,7
	ble     .L58
	lbz     r4,264(r1)
	andi.   r4,r4,1
	bgt     .L80
	ld      r4,192(r1)
	clrldi  r5,r5,32
	addi    r3,r1,272
	mr      r31,r9
	std     r10,128(r1)
	std     r11,120(r1)
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mr      r5,r3
	clrldi  r4,r4,32
	ld      r11,120(r1)
	mulld   r6,r5,r15
	mulhdu  r5,r5,r15
	ld      r10,128(r1)
	lwz     r7,144(r1)
	addc    r4,r6,r4
	addze.  r5,r5
	cmpldi  cr1,r4,2000
	ld      r3,136(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	mr      r9,r31
	ld      r6,152(r1)
	li      r8,-19
	bge     cr5,.L80
.L58:
	blt     cr2,.L59
	clrldi  r5,r10,32
	addi    r3,r1,272
	mr      r4,r11
	mr      r31,r9
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mr      r5,r3
	clrldi  r4,r4,32
	lwz     r7,144(r1)
	mulld   r6,r5,r15
	mulhdu  r5,r5,r15
	ld      r3,136(r1)
	addc    r4,r6,r4
	ld      r6,152(r1)
	addze.  r5,r5
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	mr      r9,r31
	li      r8,-19
	blt     cr5,.L61
.L59:
	lwz     r5,8(r25)
	ld      r4,0(r25)
	cmplw   r5,r29
	std     r9,288(r1)
	stw     r22,296(r1)
	beq     .L60
	addi    r3,r1,288
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mr      r5,r3
	lwz     r7,144(r1)
	li      r8,-19
	cmpldi  r5,0
	ld      r6,152(r1)
	ld      r3,136(r1)
	bne     .L60
	srwi    r4,r4,4
	cmplwi  r4,9375
	blt     .L81
.L60:
	stw     r17,168(r1)
.L61:
	bso     cr2,.L67
	mr      r1,r1
	ld      r9,0(r26)
	lwz     r4,0(r3)
	srdi    r5,r9,4
	addi    r31,r4,1
	lwz     r4,164(r1)
	andi.   r10,r31,15
	mcrf    cr1,cr0
	andi.   r5,r5,1
	mullw   r4,r31,r4
	stw     r31,0(r3)
	crand   4*cr5+lt,gt,4*cr1+eq
	xor     r4,r4,r14
	ori     r4,r4,1
	stw     r4,252(r1)
	blt     cr5,.L76
.L62:
	andi.   r4,r9,17
	std     r30,224(r1)
	addic   r5,r4,-1
	subfe   r4,r5,r4
	stb     r4,260(r1)
	beq     .L63
	std     r14,144(r1)
	mr      r20,r3
	mr      r22,r15
	mr      r15,r6
	mr      r14,r23
	std     r25,152(r1)
	mr      r23,r31
	mr      r31,r7
	std     r27,136(r1)
	mr      r25,r9
	mr      r27,r10
	bl      <<std::time::Instant>::now>
	nop
	mr      r10,r27
	mr      r9,r25
	ld      r27,136(r1)
	mr      r7,r31
	mr      r31,r23
	ld      r25,152(r1)
	mr      r23,r14
	mr      r6,r15
	ld      r14,144(r1)
	mr      r15,r22
	mr      r5,r3
	mr      r3,r20
	li      r20,2
	std     r5,176(r1)
	li      r8,-19
	stw     r4,184(r1)
	std     r5,192(r1)
	stw     r4,200(r1)
	std     r5,208(r1)
	stw     r4,216(r1)
	b       .L64
.L63:
	ld      r4,0(r28)
	cmpld   r4,r30
	bne     .L64
	lwz     r4,8(r28)
	addi    r4,r4,1
	stb     r17,263(r1)
	stw     r4,8(r28)
	clrlwi  r4,r4,30
	cntlzw  r4,r4
	srwi    r4,r4,5
	xori    r4,r4,1
	stb     r4,264(r1)
.L64:
	rlwinm  r4,r18,0,27,27
	or.     r4,r10,r4
	bne     .L67
	mr      r18,r3
	mr      r3,r26
	std     r6,152(r1)
	mr      r4,r9
	mr      r22,r7
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r31,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L65
	ld      r6,152(r1)
	mr      r3,r18
	mr      r7,r22
	li      r8,-19
	std     r26,232(r1)
	b       .L66
.L65:
	ld      r6,152(r1)
	mr      r3,r18
	mr      r7,r22
	li      r8,-19
	bge     cr5,.L67
.L66:
	lwarx   r4,0,r30
	ori     r4,r4,16
	stwcx.  r4,0,r30
	bne-    .L66
.L67:
	lwz     r4,168(r1)
	cmplwi  r4,0
	beq     .L68
	cmplwi  r4,2
	bne     .L69
	mr      r22,r3
	li      r3,0
	li      r4,20000
	mr      r18,r26
	mr      r26,r6
	mr      r31,r7
	bl      <std::thread::functions::sleep>
	nop
	li      r8,-19
	mr      r7,r31
	mr      r6,r26
	mr      r26,r18
	mr      r3,r22
	b       .L73
.L68:
	lwz     r4,252(r1)
	slwi    r5,r4,13
	xor     r4,r5,r4
	srwi    r5,r4,17
	xor     r4,r5,r4
	slwi    r5,r4,5
	xor     r4,r5,r4
	stw     r4,252(r1)
	b       .L73
.L69:
	mr      r31,r7
	mr      r18,r6
	mr      r22,r3
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,216(r1)
	cmplw   r5,r29
	bne     .L70
	stb     r16,265(r1)
	mr      r3,r22
	mr      r6,r18
	mr      r7,r31
	li      r8,-19
	b       .L73
.L70:
	ld      r6,208(r1)
	std     r3,152(r1)
	std     r3,288(r1)
	addi    r3,r1,288
	std     r4,144(r1)
	stw     r4,296(r1)
	mr      r4,r6
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r6,r3,r15
	mulhdu  r7,r3,r15
	clrldi  r3,r4,32
	addc    r3,r6,r3
	li      r5,0
	addze.  r4,r7
	cmpldi  cr5,r3,999
	cmpldi  cr1,r4,0
	crnor   4*cr6+lt,eq,4*cr1+eq
	blt     cr6,.L71
	crand   4*cr5+lt,4*cr1+eq,4*cr5+gt
	bge     cr5,.L72
.L71:
	li      r5,1
.L72:
	cmpldi  cr1,r3,1000
	mr      r3,r22
	stb     r5,265(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	mr      r6,r18
	mr      r7,r31
	li      r8,-19
	blt     cr5,.L73
	ld      r4,152(r1)
	std     r4,0(r25)
	ld      r4,144(r1)
	stw     r4,8(r25)
.L73:
	ld      r4,232(r1)
	cmpldi  r4,0
	bne     .L75
.L74:
	lwz     r18,0(r30)
	crset   4*cr2+so
	lwz     r31,164(r1)
	ble     cr2,.L32
	b       .L15
.L75:
	addi    r4,r1,168
	mr      r22,r3
	mr      r3,r4
	mr      r18,r26
	mr      r26,r6
	mr      r31,r7
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	li      r8,-19
	mr      r7,r31
	mr      r6,r26
	mr      r26,r18
	mr      r3,r22
	b       .L74
.L76:
	mr      r4,r25
	stw     r10,128(r1)
	mr      r22,r9
	mr      r25,r14
	mr      r20,r27
	stw     r31,144(r1)
	mr      r31,r23
	mr      r23,r7
	std     r6,152(r1)
	mr      r27,r4
	std     r3,136(r1)
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,8(r26)
	mr      r7,r26
	subfc   r4,r4,r3
	li      r3,0
	addze.  r5,r3
	beq     .L77
	mr      r3,r4
.L77:
	ld      r4,152(r1)
	cmpld   r3,r4
	bge     .L78
	mr      r4,r27
	ld      r3,136(r1)
	mr      r27,r20
	mr      r14,r25
	mr      r25,r4
	ld      r6,152(r1)
	li      r8,-19
	mr      r26,r7
	li      r20,2
	mr      r7,r23
	mr      r23,r31
	lwz     r31,144(r1)
	mr      r9,r22
	b       .L79
.L78:
	rldicl  r3,r22,59,3
	mr      r26,r7
	rotldi  r9,r3,5
	mr      r4,r27
	std     r9,0(r7)
	mr      r7,r23
	mr      r23,r31
	ld      r3,136(r1)
	mr      r27,r20
	mr      r14,r25
	mr      r25,r4
	li      r8,-19
	ld      r6,152(r1)
	li      r20,2
	lwz     r31,144(r1)
.L79:
	lwz     r10,128(r1)
	b       .L62
.L80:
	lbz     r4,260(r1)
	lbz     r5,263(r1)
	or      r4,r4,r5
	andi.   r4,r4,1
	bgt     .L81
	ld      r4,224(r1)
	std     r4,0(r28)
	stw     r16,8(r28)
.L81:
	bns     cr2,.L82
	mr      r2,r2
.L82:
	lwz     r31,164(r1)
	rlwinm  r22,r18,0,31,29
	beq     cr2,.L83
	addi    r22,r22,32
.L83:
	srwi    r4,r18,3
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	bgt     cr5,.L88
	stw     r31,164(r1)
	mr      r31,r3
	ld      r3,112(r1)
	std     r3,288(r1)
	addi    r3,r1,288
	stw     r7,144(r1)
	std     r6,152(r1)
	stw     r23,296(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L84
	ori     r22,r22,8
	crset   4*cr5+lt
	mr      r3,r31
	lwz     r31,164(r1)
	li      r8,-19
	ld      r6,152(r1)
	lwz     r7,144(r1)
	b       .L88
.L84:
	srwi    r6,r18,5
	lwz     r7,144(r1)
	mr      r3,r31
	cmplwi  r6,8
	mr      r5,r6
	li      r8,-19
	bge     .L90
	cmplwi  r6,0
	lwz     r31,164(r1)
	mr      r6,r7
	bne     .L91
.L85:
	cmplw   r4,r6
	blt     .L87
.L86:
	ori     r22,r22,8
.L87:
	ld      r6,152(r1)
	crnot   4*cr5+lt,lt
.L88:
	cmplw   r22,r18
	beq     .L93
.L89:
	lwarx   r4,0,r30
	cmplw   r4,r18
	bne-    .L92
	stwcx.  r22,0,r30
	crset   4*cr5+gt
	bne-    .L89
	ble     cr5,.L14
	b       .L93
.L90:
	li      r5,8
	cmplwi  r6,0
	lwz     r31,164(r1)
	mr      r6,r7
	beq     .L85
.L91:
	mulli   r5,r5,15625
	slwi    r6,r5,5
	cmplw   r4,r6
	bge     .L86
	b       .L87
.L92:
	b       .L14
.L93:
	andi.   r4,r22,4
	cror    4*cr2+gt,4*cr2+gt,4*cr5+lt
	crset   4*cr2+eq
	bne     .L11
	b       .L95
	nop
.L94:
	li      r24,-17
	li      r21,-31
	ble     cr2,.L12
	b       .L13
.L95:
	mr      r4,r25
	mr      r19,r7
	mr      r21,r6
	mr      r25,r14
	mr      r20,r27
	mr      r27,r4
	mr      r24,r3
	bne     cr3,.L96
	bl      <<std::time::Instant>::now>
	nop
	std     r3,112(r1)
	mr      r23,r4
.L96:
	li      r8,2
	bgt     cr2,.L97
	li      r8,1
.L97:
	clrldi  r4,r22,32
	mr      r3,r30
	mr      r6,r29
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	stw     r16,168(r1)
	mr      r4,r27
	crset   4*cr2+eq
	mr      r3,r24
	mr      r27,r20
	mr      r14,r25
	stw     r29,184(r1)
	mr      r25,r4
	li      r8,-19
	stw     r29,200(r1)
	mr      r6,r21
	mr      r7,r19
	stw     r29,216(r1)
	std     r16,0(r20)
	std     r16,8(r20)
	std     r16,16(r20)
	std     r16,24(r20)
	std     r16,32(r20)
	sth     r16,40(r20)
	li      r20,2
	lwz     r22,0(r30)
	b       .L10
.L98:
	bns     cr2,.L99
	mr      r2,r2
.L99:
	ld      r31,440(r1)
	ld      r30,432(r1)
	ld      r29,424(r1)
	ld      r28,416(r1)
	ld      r27,408(r1)
	ld      r26,400(r1)
	ld      r25,392(r1)
	ld      r24,384(r1)
	ld      r23,376(r1)
	ld      r22,368(r1)
	ld      r21,360(r1)
	ld      r20,352(r1)
	ld      r19,344(r1)
	ld      r18,336(r1)
	ld      r17,328(r1)
	ld      r16,320(r1)
	ld      r15,312(r1)
	ld      r14,304(r1)
	addi    r1,r1,448
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr
.L100:
	mr      r5,r7
	ld      r4,0(r4)
	subfc   r7,r4,r5
	addze.  r8,r6
	beq     .L4
.L101:
	mr      r6,r7
	cmpdi   r4,-1
	bne     .L5
	b       .L6
.L102:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
	addis   r4,r2,-4
	addis   r5,r2,-2
	addis   r7,r2,-2
	stw     r3,272(r1)
	addi    r3,r4,28783
	addi    r6,r5,19024
	addi    r7,r7,19056
	addi    r5,r1,272
	li      r4,43
	bl      <core::result::unwrap_failed>
